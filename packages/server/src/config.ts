import { fileURLToPath } from 'node:url';
/**
 * Server configuration from the environment, with the defaults the issue names.
 * Tests build the same object by hand (see test/helpers) instead of touching process.env.
 */
import { resolve } from 'node:path';

export interface Argon2Cost {
  readonly memoryCost: number;
  readonly timeCost: number;
  readonly parallelism: number;
}

/** Abuse limits (spec 000 section 9 gives the 60 s resend and the 10-minute code life). */
export interface Limits {
  readonly smsIntervalSeconds: number;
  readonly smsPerPhonePerHour: number;
  readonly smsPerIpPerHour: number;
  readonly codeTtlSeconds: number;
  readonly codeMaxAttempts: number;
  readonly loginMaxFailures: number;
  readonly loginFailureWindowSeconds: number;
  readonly loginLockSeconds: number;
  readonly captchaTtlSeconds: number;
  readonly captchaPerSessionPerMinute: number;
  readonly scanLoginTtlSeconds: number;
  readonly resetTtlSeconds: number;
  readonly sessionIdleDays: number;
}

export const DEFAULT_LIMITS: Limits = {
  smsIntervalSeconds: 60,
  smsPerPhonePerHour: 5,
  smsPerIpPerHour: 20,
  codeTtlSeconds: 600,
  codeMaxAttempts: 5,
  loginMaxFailures: 5,
  loginFailureWindowSeconds: 900,
  loginLockSeconds: 900,
  captchaTtlSeconds: 300,
  captchaPerSessionPerMinute: 20,
  scanLoginTtlSeconds: 120,
  resetTtlSeconds: 1800,
  sessionIdleDays: 30,
};

/** OWASP's argon2id baseline (19 MiB, 2 passes). Tests pass a cheaper cost through options. */
export const PRODUCTION_ARGON2: Argon2Cost = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export interface ServerConfig {
  readonly port: number;
  readonly host: string;
  readonly databaseUrl: string | undefined;
  readonly dataDir: string;
  /** The built app (packages/app/dist) served beside the API on the same port; absent: API only. */
  readonly appDir: string;
  readonly production: boolean;
  readonly maintenance: boolean;
  readonly smtpUrl: string | undefined;
  readonly mailFrom: string;
  /** Secret for HMAC of codes and encryption at rest; generated and stored in settings when unset. */
  readonly secret: string | undefined;
  /** Public origin used in e-mailed links. */
  readonly publicUrl: string;
  /** Trust X-Forwarded-For (behind a load balancer). */
  readonly trustProxy: boolean;
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env['PORT'] ?? 3000);
  return {
    port,
    host: env['HOST'] ?? '0.0.0.0',
    databaseUrl: env['DATABASE_URL'] || undefined,
    dataDir: resolve(env['DATA_DIR'] ?? '.data'),
    appDir: resolve(env['APP_DIR'] ?? fileURLToPath(new URL('../../app/dist', import.meta.url))),
    production: env['NODE_ENV'] === 'production',
    maintenance: env['MAINTENANCE'] === '1' || env['MAINTENANCE'] === 'true',
    smtpUrl: env['SMTP_URL'] || undefined,
    mailFrom: env['MAIL_FROM'] ?? 'EduPay <no-reply@edupay.localhost>',
    secret: env['APP_SECRET'] || undefined,
    publicUrl: env['PUBLIC_URL'] ?? `http://localhost:${port}`,
    trustProxy: env['TRUST_PROXY'] === '1',
  };
}
