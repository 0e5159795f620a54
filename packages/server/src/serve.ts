/**
 * The server itself (main.ts checks the Node version first): open the database (PGlite under
 * DATA_DIR, or PostgreSQL with DATABASE_URL), migrate, seed once, serve on PORT (default 3000).
 */
import { buildApp } from './app';
import { scheduleCleanup } from './plugins/cleanup';
import { scheduleFxRefresh } from './modules/fx/schedule';
import { newSliderTarget } from './domain/slider-image';
import { configFromEnv } from './config';
import { openDatabase } from './db/client';
import { migrate } from './db/migrate';
import { seed } from './db/seed';

const config = configFromEnv();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.databaseUrl ? undefined : config.dataDir });
await migrate(database);
await seed(database);
const app = await buildApp({ database, config, captchaAnswers: fixedImageCaptcha(config.production), limits: devLimits(config.production) });

// Expired sessions, captchas, tickets and old outbox rows (a job queue can take this over).
const stopCleanup = scheduleCleanup(app.ctx, (error) => app.log.warn({ err: error }, 'cleanup failed'));
// Reference rates from FX_FEED_URL (ECB format), when configured.
const stopFxRefresh = scheduleFxRefresh(app.ctx, (error) => app.log.warn({ err: error }, 'rate feed not read'));

const shutdown = async () => {
  stopCleanup();
  stopFxRefresh();
  await app.close();
  await database.close();
  process.exit(0);
};
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);

await app.listen({ port: config.port, host: config.host });
app.log.info(`EduPay API on http://${config.host}:${config.port}/api (database: ${database.driver === 'pg' ? 'PostgreSQL' : config.dataDir})`);

/**
 * DEV_IMAGE_CAPTCHA=1234 makes every image captcha answer 1234, so end-to-end journeys (and a developer
 * without good eyes for noisy digits) can pass it. Ignored in production: there the answer is random.
 */
function fixedImageCaptcha(production: boolean) {
  const fixed = process.env['DEV_IMAGE_CAPTCHA'];
  if (production || !fixed || !/^\d{4}$/.test(fixed)) return undefined;
  return { image: () => fixed, slider: newSliderTarget };
}

/**
 * DEV_SMS_INTERVAL_SECONDS=1 shortens the 60 s between two SMS (or reset e-mails) to one address, so a
 * journey that logs in by SMS and then resets the password by SMS need not wait a minute. The hourly
 * allowances stay. DEV_QUOTE_SECONDS=5 makes every quote hold 5 seconds, so a journey can pay a quote
 * that expired (a price change, issue 17 item 8). Both ignored in production.
 */
function devLimits(production: boolean) {
  if (production) return undefined;
  const seconds = Number(process.env['DEV_SMS_INTERVAL_SECONDS']);
  const quoteSeconds = Number(process.env['DEV_QUOTE_SECONDS']);
  const limits = {
    ...(Number.isInteger(seconds) && seconds >= 0 ? { smsIntervalSeconds: seconds } : {}),
    ...(Number.isInteger(quoteSeconds) && quoteSeconds > 0 ? { quoteSecondsOverride: quoteSeconds } : {}),
  };
  return Object.keys(limits).length > 0 ? limits : undefined;
}
