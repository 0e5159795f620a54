/**
 * Entry point: open the database (PGlite under DATA_DIR, or PostgreSQL with DATABASE_URL),
 * migrate, seed once, serve on PORT (default 3000).
 */
import { buildApp } from './app';
import { configFromEnv } from './config';
import { openDatabase } from './db/client';
import { migrate } from './db/migrate';
import { seed } from './db/seed';

const config = configFromEnv();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.databaseUrl ? undefined : config.dataDir });
await migrate(database);
await seed(database);
const app = await buildApp({ database, config });

const shutdown = async () => {
  await app.close();
  await database.close();
  process.exit(0);
};
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);

await app.listen({ port: config.port, host: config.host });
app.log.info(`EduPay API on http://${config.host}:${config.port}/api (database: ${database.driver === 'pg' ? 'PostgreSQL' : config.dataDir})`);
