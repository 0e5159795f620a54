/** `npm run migrate -w @edupay/server`: apply migrations and the first-start seed, then exit. */
import { configFromEnv } from '../config';
import { openDatabase } from '../db/client';
import { migrate } from '../db/migrate';
import { seed } from '../db/seed';

const config = configFromEnv();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.databaseUrl ? undefined : config.dataDir });
await migrate(database);
const seeded = await seed(database);
console.log(`migrated${seeded ? ' and seeded' : ''} (${database.driver === 'pg' ? 'PostgreSQL' : config.dataDir})`);
await database.close();
