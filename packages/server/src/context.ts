/**
 * What every route and domain function needs, built once per app: database, configuration,
 * limits, clock and providers. Passed explicitly (app.ctx) so domain functions stay plain.
 */
import type { Argon2Cost, Limits, ServerConfig } from './config';
import type { Database, Db } from './db/client';
import type { Jobs } from './plugins/jobs';
import type { Listener } from './plugins/listener';
import type { CaptchaProvider } from './providers/captcha/types';
import type { MailProvider } from './providers/mail';
import type { FaceVerificationProvider, SandboxFaceProvider } from './providers/face';
import type { PaymentProvider, SandboxProvider } from './providers/payment';
import type { SmsProvider } from './providers/sms';
import type { StorageProvider } from './providers/storage';

export interface AppContext {
  readonly database: Database;
  readonly db: Db;
  readonly config: ServerConfig;
  readonly limits: Limits;
  readonly argon2: Argon2Cost;
  /** HMAC and encryption secret (APP_SECRET or generated once and kept in settings). */
  readonly secret: string;
  readonly sms: SmsProvider;
  readonly mail: MailProvider;
  /** Uploaded files (private objects: served only through the API, to their owner and staff). */
  readonly storage: StorageProvider;
  /** The job queue: SMS and e-mail are sent by its workers, enqueued in the request's transaction. */
  readonly jobs: Jobs;
  /** This process's one LISTEN connection: live streams follow NOTIFYs instead of polling. */
  readonly listener: Listener;
  readonly captcha: CaptchaProvider;
  /** The payment provider (providers/payment): create, status, refund, verify callback. */
  readonly payments: PaymentProvider;
  /** The same object when it is the sandbox acquirer (its hosted pages live under /dev/sandbox); else null. */
  readonly sandbox: SandboxProvider | null;
  /** The face-verification vendor (providers/face): start a session, status, verify callback. */
  readonly face: FaceVerificationProvider;
  /** The same object when it is the development vendor (its hosted page lives under /dev/face); else null. */
  readonly faceSandbox: SandboxFaceProvider | null;
  /** The clock: tests move it to check expiry and windows. */
  now(): Date;
  /** Random answers of the captchas; tests replace them to know what to type. */
  readonly captchaAnswers: CaptchaAnswers;
}

export interface CaptchaAnswers {
  image(): string;
  slider(): { x: number; y: number };
}

export function secondsFrom(now: Date, seconds: number): Date {
  return new Date(now.getTime() + seconds * 1000);
}
