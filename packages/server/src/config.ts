import { fileURLToPath } from 'node:url';
/**
 * Server configuration from the environment, with the defaults the issue names.
 * Tests build the same object by hand (see test/helpers) instead of touching process.env.
 */
import { resolve } from 'node:path';
import type { SmsConfig } from './providers/sms';
import type { S3StorageConfig } from './providers/storage/s3';

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
  /**
   * Hard caps on verification SMS that no captcha lifts (SMS bombing of one phone, pumping through
   * one address or toward one country): per phone and per address per hour (above the allowances
   * a slider pass lifts), per destination calling code per hour (served and unserved ones apart),
   * and one daily budget shared by every calling code the product does not serve
   * (domain/sms-destinations.ts). Reaching one refuses the send and raises an ops alert.
   */
  readonly smsMaxPerPhonePerHour: number;
  readonly smsMaxPerIpPerHour: number;
  readonly smsMaxPerServedCountryPerHour: number;
  readonly smsMaxPerUnservedCountryPerHour: number;
  readonly smsUnservedPerDay: number;
  readonly codeTtlSeconds: number;
  readonly codeMaxAttempts: number;
  readonly loginMaxFailures: number;
  /** Failures of an account after which a password login needs the image captcha too. */
  readonly loginCaptchaAfterFailures: number;
  /** Failures from one address across all accounts before the address is locked. */
  readonly loginIpMaxFailures: number;
  readonly loginFailureWindowSeconds: number;
  readonly loginLockSeconds: number;
  readonly captchaTtlSeconds: number;
  readonly captchaPerSessionPerMinute: number;
  readonly scanLoginTtlSeconds: number;
  readonly resetTtlSeconds: number;
  readonly sessionIdleDays: number;
  /** New sessions one address may open per hour (each is a row). */
  readonly sessionsPerIpPerHour: number;
  /** Calls that tell whether an account exists (e-mail check, resets) per address per hour. */
  readonly lookupsPerIpPerHour: number;
  /** Scan-login QR codes per address per hour. */
  readonly qrCodesPerIpPerHour: number;
  /** Upload attempts (accepted or refused) of one payer per hour: storage and CPU (image re-encoding) are not free. */
  readonly uploadsPerOwnerPerHour: number;
  /** Quotes one order may get per hour (each is a stored row; the page re-quotes every 30 minutes or on a change). */
  readonly quotesPerOrderPerHour: number;
  /** A payment with no callback is asked of the provider again after this many seconds, and then as often... */
  readonly paymentRequerySeconds: number;
  /** ...at most this many times (then it stays as it is, for staff to look at). */
  readonly paymentRequeryTries: number;
  /** Texts of one payment's instructions to a phone (send_phone; spec 001 section 8: "payment sending limit reached"). */
  readonly instructionSmsPerPayment: number;
  /** paybankcheck: one bank check per payment this often (it asks the provider now). */
  readonly bankCheckSeconds: number;
  /** An order's live stream (order_events) ends after this long (the browser's EventSource reconnects with Last-Event-ID). */
  readonly orderStreamSeconds: number;
  /** Order event streams one session may hold open at once (a payer's tabs; each is a connection)... */
  readonly orderStreamsPerSession: number;
  /** ...and one address, whatever its sessions (a family or an office behind one NAT). */
  readonly orderStreamsPerIp: number;
  /** Orders placed and neither paid nor closed (domain OPEN_UNPAID_STATUSES) one payer may hold: a user, or an SMS-proven phone. */
  readonly openUnpaidOrdersPerPayer: number;
  /** Development only (DEV_QUOTE_SECONDS): every quote holds this many seconds instead of 30 minutes or 6 hours, so an e2e journey can pay an expired quote (a price change). Null: the spec's validity. */
  readonly quoteSecondsOverride: number | null;
}

export const DEFAULT_LIMITS: Limits = {
  smsIntervalSeconds: 60,
  smsPerPhonePerHour: 5,
  smsPerIpPerHour: 20,
  smsMaxPerPhonePerHour: 8,
  smsMaxPerIpPerHour: 30,
  // Room for the busiest hour of mainland logins; an attacker who fills it is seen at once (the alert).
  smsMaxPerServedCountryPerHour: 3000,
  smsMaxPerUnservedCountryPerHour: 10,
  smsUnservedPerDay: 40,
  codeTtlSeconds: 600,
  codeMaxAttempts: 5,
  loginMaxFailures: 5,
  loginCaptchaAfterFailures: 3,
  loginIpMaxFailures: 20,
  loginFailureWindowSeconds: 900,
  // Short: a lock is also a way for anyone to keep the owner out (the owner can still use SMS).
  loginLockSeconds: 300,
  captchaTtlSeconds: 300,
  captchaPerSessionPerMinute: 20,
  scanLoginTtlSeconds: 120,
  resetTtlSeconds: 1800,
  sessionIdleDays: 30,
  sessionsPerIpPerHour: 60,
  lookupsPerIpPerHour: 30,
  qrCodesPerIpPerHour: 60,
  uploadsPerOwnerPerHour: 120,
  quotesPerOrderPerHour: 60,
  paymentRequerySeconds: 60,
  // About six hours at one a minute: a bank transfer's quote lives that long.
  paymentRequeryTries: 360,
  instructionSmsPerPayment: 3,
  bankCheckSeconds: 30,
  orderStreamSeconds: 300,
  // Far above what a family uses (an order page or two per child), far below the 1,500 streams one
  // payer held in a probe (each an open connection and a listener).
  orderStreamsPerSession: 5,
  orderStreamsPerIp: 20,
  // A family pays a few fees a term (tuition, rent, living costs per child); 10 open unpaid orders is
  // more than any had, and keeps one phone from filling the tables (120 orders in 2.2 s in a probe).
  openUnpaidOrdersPerPayer: 10,
  quoteSecondsOverride: null,
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
  /** The SMS gateway (SMS_PROVIDER): the development outbox, or a real one (providers/sms). */
  readonly sms: SmsConfig;
  readonly mailFrom: string;
  /** Where ops alerts (an SMS cap reached...) are e-mailed (OPS_ALERT_EMAIL); unset: shown in the console only. */
  readonly opsAlertEmail: string | undefined;
  /** Secret for HMAC of codes and encryption at rest; generated and stored in settings when unset. */
  readonly secret: string | undefined;
  /** Public origin used in e-mailed links. */
  readonly publicUrl: string;
  /**
   * The proxies whose X-Forwarded-For and X-Forwarded-Proto count (TRUST_PROXY: their addresses or
   * CIDR ranges, or proxy-addr's names `loopback`, `linklocal`, `uniquelocal`); false: none. The
   * client is the right-most address a trusted proxy did not add, so a client that writes its own
   * X-Forwarded-For behind a balancer that appends to it changes nothing (HTTPS there turns HSTS on).
   */
  readonly trustProxy: false | readonly string[];
  /** Origins that may frame the app (CSP frame-ancestors); empty: none may. */
  readonly frameAncestors: readonly string[];
  /** Serve /dev/outbox to any client, not only loopback ones (never in production). */
  readonly devOutboxPublic: boolean;
  /** Uploads go to this S3-compatible bucket when S3_BUCKET is set; otherwise to `<dataDir>/uploads`. */
  readonly s3: S3StorageConfig | undefined;
  /** A daily reference-rate feed in the ECB's XML format (FX_FEED_URL); unset: the development rates. */
  readonly fxFeedUrl: string | undefined;
  /** What the payer's rate adds to the mid-market rate, in basis points (FX_SPREAD_BPS, default 50 = 0.5 %). */
  readonly fxSpreadBps: number;
  /**
   * Quotes only within foreign-exchange trading hours, 10:00-21:00 Beijing time (spec 001 section 9).
   * FX_TRADING_HOURS=off lifts it for development and e2e runs at night; production always keeps it.
   */
  readonly fxTradingHours: boolean;
  /**
   * The payment provider (PAYMENT_PROVIDER): `sandbox` (the offline acquirer; the default outside
   * production) or `none`. Production never runs the sandbox (its pages move no money): with no real
   * acquirer configured it is `none`, and payment_gateway refuses with a clear message.
   */
  readonly paymentProvider: PaymentProviderChoice;
  /**
   * The face-verification vendor (FACE_PROVIDER): `sandbox` (the offline vendor with a hosted page
   * of pass and fail buttons; the default outside production) or `none`. Production never runs the
   * sandbox: until a real vendor is plugged in (providers/face) verification is refused there.
   */
  readonly faceProvider: PaymentProviderChoice;
}

export type PaymentProviderChoice = 'sandbox' | 'none';

export function paymentProviderFromEnv(env: NodeJS.ProcessEnv): PaymentProviderChoice {
  const asked = env['PAYMENT_PROVIDER'] ?? '';
  if (env['NODE_ENV'] === 'production') return 'none';
  if (asked === '' || asked === 'sandbox') return 'sandbox';
  if (asked === 'none') return 'none';
  throw new Error(`PAYMENT_PROVIDER must be sandbox or none, got ${asked}`);
}

export function faceProviderFromEnv(env: NodeJS.ProcessEnv): PaymentProviderChoice {
  const asked = env['FACE_PROVIDER'] ?? '';
  if (env['NODE_ENV'] === 'production') return 'none';
  if (asked === '' || asked === 'sandbox') return 'sandbox';
  if (asked === 'none') return 'none';
  throw new Error(`FACE_PROVIDER must be sandbox or none, got ${asked}`);
}

/**
 * S3_BUCKET turns object storage on; S3_REGION (default us-east-1), S3_ENDPOINT (a store that is not
 * AWS; path-style addressing then), S3_ACCESS_KEY_ID + S3_SECRET_ACCESS_KEY (else the SDK's default
 * chain), S3_PREFIX, S3_SSE=0 for a store that refuses the server-side-encryption header.
 */
function s3FromEnv(env: NodeJS.ProcessEnv): S3StorageConfig | undefined {
  const bucket = env['S3_BUCKET'];
  if (!bucket) return undefined;
  const accessKeyId = env['S3_ACCESS_KEY_ID'];
  const secretAccessKey = env['S3_SECRET_ACCESS_KEY'];
  return {
    bucket,
    region: env['S3_REGION'] ?? 'us-east-1',
    endpoint: env['S3_ENDPOINT'] || undefined,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    prefix: env['S3_PREFIX'] ?? '',
    serverSideEncryption: env['S3_SSE'] !== '0',
  };
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env['PORT'] ?? 3000);
  return {
    port,
    // Development listens on loopback only (the dev outbox shows every code); production on all interfaces.
    host: env['HOST'] ?? (env['NODE_ENV'] === 'production' ? '0.0.0.0' : '127.0.0.1'),
    databaseUrl: env['DATABASE_URL'] || undefined,
    dataDir: resolve(env['DATA_DIR'] ?? '.data'),
    appDir: resolve(env['APP_DIR'] ?? fileURLToPath(new URL('../../app/dist', import.meta.url))),
    production: env['NODE_ENV'] === 'production',
    maintenance: env['MAINTENANCE'] === '1' || env['MAINTENANCE'] === 'true',
    smtpUrl: env['SMTP_URL'] || undefined,
    sms: smsFromEnv(env),
    mailFrom: env['MAIL_FROM'] ?? 'EduPay <no-reply@edupay.localhost>',
    opsAlertEmail: env['OPS_ALERT_EMAIL'] || undefined,
    secret: env['APP_SECRET'] || undefined,
    publicUrl: env['PUBLIC_URL'] ?? `http://localhost:${port}`,
    trustProxy: trustProxyFromEnv(env['TRUST_PROXY']),
    frameAncestors: (env['FRAME_ANCESTORS'] ?? '').split(/\s+/).filter(Boolean),
    devOutboxPublic: env['DEV_OUTBOX_PUBLIC'] === '1',
    s3: s3FromEnv(env),
    fxFeedUrl: env['FX_FEED_URL'] || undefined,
    fxSpreadBps: spreadFromEnv(env['FX_SPREAD_BPS']),
    fxTradingHours: env['NODE_ENV'] === 'production' || env['FX_TRADING_HOURS'] !== 'off',
    paymentProvider: paymentProviderFromEnv(env),
    faceProvider: faceProviderFromEnv(env),
  };
}

/**
 * SMS_PROVIDER: `outbox` (the default: /dev/outbox, development only) or `twilio` with
 * TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM (a number) or TWILIO_MESSAGING_SERVICE_SID
 * (TWILIO_API_URL only for a test double).
 */
export function smsFromEnv(env: NodeJS.ProcessEnv): SmsConfig {
  const kind = env['SMS_PROVIDER'] ?? '';
  if (kind === '' || kind === 'outbox') return { kind: 'outbox' };
  if (kind !== 'twilio') throw new Error(`SMS_PROVIDER must be outbox or twilio, got ${JSON.stringify(kind)} (providers/sms/index.ts says how to add a gateway)`);
  const accountSid = env['TWILIO_ACCOUNT_SID'] ?? '';
  const authToken = env['TWILIO_AUTH_TOKEN'] ?? '';
  const from = env['TWILIO_FROM'] || null;
  const messagingServiceSid = env['TWILIO_MESSAGING_SERVICE_SID'] || null;
  if (!accountSid || !authToken || (!from && !messagingServiceSid)) {
    throw new Error('SMS_PROVIDER=twilio needs TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM or TWILIO_MESSAGING_SERVICE_SID');
  }
  return { kind: 'twilio', accountSid, authToken, from, messagingServiceSid, apiUrl: env['TWILIO_API_URL'] || 'https://api.twilio.com' };
}

/**
 * What keeps a production start from being safe, in words an operator can act on (empty: none). The
 * development outbox in production would answer "sent" while no phone or inbox gets anything, and keep
 * every code and reset link readable in the database.
 */
export function productionProblems(config: Pick<ServerConfig, 'production' | 'sms' | 'smtpUrl'>): string[] {
  if (!config.production) return [];
  const problems: string[] = [];
  if (config.sms.kind === 'outbox') problems.push('No SMS gateway: set SMS_PROVIDER=twilio with TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM or TWILIO_MESSAGING_SERVICE_SID (the gateways that exist: providers/sms/index.ts, which also says how to add one).');
  if (!config.smtpUrl) problems.push('No mail server: set SMTP_URL (smtp://user:password@host:587, or smtps://...) and MAIL_FROM.');
  return problems;
}

/**
 * TRUST_PROXY: the load balancers' addresses, comma- or space-separated. `1` or `true` (trust any
 * peer, what this setting once meant) is refused: with it the left-most X-Forwarded-For, which the
 * client writes, was the client's address, and every per-address limit could be reset at will. A
 * bare hop count is refused too: Fastify cannot check the peer with it and trusts nothing.
 */
export function trustProxyFromEnv(value: string | undefined): false | string[] {
  const entries = (value ?? '').split(/[\s,]+/).filter(Boolean);
  if (entries.length === 0 || (entries.length === 1 && (entries[0] === '0' || entries[0] === 'false'))) return false;
  const bad = entries.find((entry) => !/^(loopback|linklocal|uniquelocal|[0-9a-fA-F.:]+(\/\d{1,3})?)$/.test(entry) || /^\d+$/.test(entry) || entry === 'true');
  if (bad !== undefined) {
    throw new Error(`TRUST_PROXY must list the load balancers' addresses or CIDR ranges (e.g. TRUST_PROXY=10.0.0.0/8 or TRUST_PROXY=loopback), got ${JSON.stringify(bad)}: trusting any peer ('1', 'true') or a hop count would let a client choose its own address`);
  }
  return entries;
}

function spreadFromEnv(value: string | undefined): number {
  if (value === undefined || value === '') return 50;
  const bps = Number(value);
  if (!Number.isInteger(bps) || bps < 0 || bps > 1000) throw new Error(`FX_SPREAD_BPS must be an integer from 0 to 1000, got ${value}`);
  return bps;
}
