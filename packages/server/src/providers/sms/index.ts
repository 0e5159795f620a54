/**
 * The SMS gateways: `outbox` (development: /dev/outbox) and `twilio`. Which one runs is
 * config.sms (SMS_PROVIDER); production refuses to start on the outbox (config.ts).
 * Adding a vendor (Aliyun SMS, Tencent Cloud SMS for mainland templates...): a file here that
 * implements SmsProvider, a case in SmsConfig and smsFromEnv (config.ts), and one in smsProvider.
 */
import type { Db } from '../../db/client';
import { outboxSms } from './dev';
import { twilioSms, type TwilioConfig } from './twilio';
import type { SmsProvider } from './types';

export type { SmsProvider } from './types';
export type { TwilioConfig } from './twilio';
export { outboxSms } from './dev';
export { twilioSms } from './twilio';

export type SmsConfig = { readonly kind: 'outbox' } | TwilioConfig;

export function smsProvider(config: SmsConfig, db: Db, now: () => Date): SmsProvider {
  return config.kind === 'twilio' ? twilioSms(config) : outboxSms(db, now);
}
