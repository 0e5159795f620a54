/** The development SMS gateway: what would be sent goes to the outbox (/dev/outbox), never to a phone. */
import type { Db } from '../../db/client';
import { writeOutbox } from '../outbox';
import type { SmsProvider } from './types';

export function outboxSms(db: Db, now: () => Date): SmsProvider {
  return { send: (to, body) => writeOutbox(db, { channel: 'sms', to, subject: null, body }, now()) };
}
