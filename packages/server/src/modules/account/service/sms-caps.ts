/**
 * Hard caps on verification SMS. The allowances of sms-sending.ts can be lifted by a slider pass,
 * and a captcha is solved by a machine or a paid person, so these never can: per phone (SMS
 * bombing) and per address per hour, per destination calling code per hour (SMS pumping toward
 * one country's premium ranges), and a daily budget shared by every calling code the product does
 * not serve (domain/sms-destinations.ts). A reached cap refuses the send (409 smsCapReached) and
 * raises an ops alert (one per cap, key and hour; e-mailed to OPS_ALERT_EMAIL).
 */
import { STATUS } from '@edupay/forms/contract';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import type { Db } from '../../../db/client';
import { isServed } from '../../../domain/sms-destinations';
import { BusinessError } from '../../../http/business-error';
import type { Enqueue } from '../../../plugins/jobs';
import { raiseAlert } from '../../../plugins/ops-alerts';
import { countEvents, recordEvent } from '../../../plugins/rate-limits';

const HOUR = 3600;
const DAY = 24 * HOUR;
/** The advisory lock every verification SMS takes to check and count its caps (sends are few a second). */
const SMS_CAPS_LOCK = 0x5_3c4a_9001;

export interface SmsCapKeys {
  readonly phoneKey: string;
  readonly callingCode: string;
  readonly ip: string;
  /** Their rate_events keys: also the counters of the allowances a slider pass lifts. */
  readonly phoneEvents: string;
  readonly addressEvents: string;
}

export function smsCapKeys(input: { phoneKey: string; callingCode: string; ip: string }): SmsCapKeys {
  return { ...input, phoneEvents: `sms:phone:${input.phoneKey}`, addressEvents: `sms:ip:${input.ip}` };
}

interface Cap {
  readonly name: 'phone_hour' | 'address_hour' | 'country_hour' | 'unserved_day';
  /** Who or what reached it, as the alert names it. */
  readonly subject: string;
  readonly key: string;
  readonly windowSeconds: number;
  readonly max: number;
}

function capsOf(ctx: AppContext, keys: SmsCapKeys): Cap[] {
  const served = isServed(keys.callingCode);
  const caps: Cap[] = [
    { name: 'phone_hour', subject: `phone:${keys.phoneKey}`, key: keys.phoneEvents, windowSeconds: HOUR, max: ctx.limits.smsMaxPerPhonePerHour },
    { name: 'address_hour', subject: `ip:${keys.ip}`, key: keys.addressEvents, windowSeconds: HOUR, max: ctx.limits.smsMaxPerIpPerHour },
    {
      name: 'country_hour',
      subject: `country:${keys.callingCode}`,
      key: `sms:country:${keys.callingCode}`,
      windowSeconds: HOUR,
      max: served ? ctx.limits.smsMaxPerServedCountryPerHour : ctx.limits.smsMaxPerUnservedCountryPerHour,
    },
  ];
  if (!served) caps.push({ name: 'unserved_day', subject: 'unserved', key: 'sms:unserved', windowSeconds: DAY, max: ctx.limits.smsUnservedPerDay });
  return caps;
}

async function firstReached(ctx: AppContext, caps: readonly Cap[]): Promise<Cap | undefined> {
  for (const cap of caps) if ((await countEvents(ctx, cap.key, cap.windowSeconds)) >= cap.max) return cap;
  return undefined;
}

async function refuse(ctx: AppContext, cap: Cap, keys: SmsCapKeys): Promise<never> {
  await raiseAlert(ctx, {
    kind: 'sms_cap',
    subject: cap.subject,
    detail: { cap: cap.name, max: cap.max, window_seconds: cap.windowSeconds, phone: keys.phoneKey, calling_code: keys.callingCode, ip: keys.ip },
  });
  throw new BusinessError(STATUS.TOO_FREQUENT, 'smsCapReached');
}

/** Refuses (and alerts) when a cap is already reached: asked first, so a capped send is not offered the slider. */
export async function checkSmsCaps(ctx: AppContext, keys: SmsCapKeys): Promise<void> {
  const reached = await firstReached(ctx, capsOf(ctx, keys));
  if (reached) await refuse(ctx, reached, keys);
}

/**
 * Checks the caps again and counts the send under them, then runs `send` (the code and its SMS
 * job), all in one transaction holding one advisory lock: parallel sends are checked one after
 * another, so a cap with room for one lets one through.
 */
export async function recordSmsUnderCaps(ctx: AppContext, keys: SmsCapKeys, send: (tx: Db, enqueue: Enqueue) => Promise<void>): Promise<void> {
  const caps = capsOf(ctx, keys);
  const reached = await ctx.jobs.transaction(async (tx, enqueue) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SMS_CAPS_LOCK}::bigint)`);
    const inTx = { ...ctx, db: tx };
    const over = await firstReached(inTx, caps);
    if (over) return over;
    for (const cap of caps) await recordEvent(inTx, cap.key);
    await send(tx, enqueue);
    return undefined;
  });
  if (reached) await refuse(ctx, reached, keys);
}
