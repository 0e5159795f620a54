/**
 * The SMS gateway: one verb. Production needs a real one (config.ts refuses to start without it);
 * development writes to the outbox (dev.ts). A vendor is a file beside these implementing `send`,
 * chosen by SMS_PROVIDER in config.ts (smsFromEnv) and built in index.ts (smsProvider).
 */
export interface SmsProvider {
  /** Sends `body` to `to` (E.164); throws when the gateway refused it (the job queue retries). */
  send(to: string, body: string): Promise<void>;
}
