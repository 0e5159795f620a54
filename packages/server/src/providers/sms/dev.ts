/**
 * SMS provider. Only the offline development implementation exists: it writes to the outbox.
 * A real gateway implements the same one-method interface.
 */
import type { Db } from '../db/client';
import { writeOutbox } from './outbox';

export interface SmsProvider {
  send(to: string, body: string): Promise<void>;
}

export function outboxSms(db: Db, now: () => Date): SmsProvider {
  return { send: (to, body) => writeOutbox(db, { channel: 'sms', to, subject: null, body }, now()) };
}
