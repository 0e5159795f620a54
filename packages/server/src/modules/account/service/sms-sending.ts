/**
 * Sending a code by SMS with the abuse limits of issue 4: one SMS per phone per 60 s; past the
 * hourly allowance per phone or per IP the send answers 371 until a slider captcha passes
 * (the pass lifts the allowance for one more SMS to that phone).
 */
import type { AppContext } from '../../../context';
import { t, type Locale } from '../../../messages';
import { BusinessError } from '../../../http/business-error';
import { STATUS } from '@edupay/forms/contract';
import { claimSendSlot, countEvents, grant, hasGrant, pruneEvents, recordEvent, spendAllowance, spendGrant } from '../../../plugins/rate-limits';
import { userByPhone } from '../repo';
import { phoneKey } from './users';
import { issueCode, type CodePurpose } from './verification-codes';

const HOUR = 3600;

export const sliderGrantKey = (phoneKey: string) => `slider:${phoneKey}`;

export async function grantSliderPass(ctx: AppContext, phoneKey: string): Promise<void> {
  await grant(ctx, sliderGrantKey(phoneKey), ctx.limits.codeTtlSeconds);
}

export async function sendSmsCode(
  ctx: AppContext,
  input: { purpose: CodePurpose; phoneKey: string; ip: string; locale: Locale },
): Promise<void> {
  const phoneEvents = `sms:phone:${input.phoneKey}`;
  const ipEvents = `sms:ip:${input.ip}`;
  const [perPhone, perIp] = await Promise.all([countEvents(ctx, phoneEvents, HOUR), countEvents(ctx, ipEvents, HOUR)]);
  const overAllowance = perPhone >= ctx.limits.smsPerPhonePerHour || perIp >= ctx.limits.smsPerIpPerHour;
  // 371 before the 60 s slot is claimed, so the retry after the slider is not refused as too frequent.
  if (overAllowance && !(await hasGrant(ctx, sliderGrantKey(input.phoneKey)))) {
    throw new BusinessError(STATUS.SLIDER_REQUIRED, 'sliderRequired');
  }
  const wait = await claimSendSlot(ctx, `sms:${input.phoneKey}`, ctx.limits.smsIntervalSeconds);
  if (wait > 0) throw new BusinessError(STATUS.TOO_FREQUENT, 'smsTooFrequent', { seconds: wait }, { wait });
  if (overAllowance && !(await spendGrant(ctx, sliderGrantKey(input.phoneKey)))) {
    throw new BusinessError(STATUS.SLIDER_REQUIRED, 'sliderRequired');
  }
  // Counted before sending: a failing gateway must not become a way around the limits.
  await recordEvent(ctx, phoneEvents);
  await recordEvent(ctx, ipEvents);
  // The code and its SMS commit together; the job queue's worker sends it (and retries a failing
  // gateway), so a crash after the commit still delivers and a failure before it sends nothing.
  await ctx.jobs.transaction(async (tx, enqueue) => {
    const code = await issueCode({ ...ctx, db: tx }, input.purpose, input.phoneKey);
    await enqueue('sms', { to: input.phoneKey, body: t(input.locale, input.purpose === 'reset' ? 'smsResetBody' : 'smsLoginBody', { code }) });
  });
  if (Math.random() < 0.01) await pruneEvents(ctx);
}

/**
 * GET|POST /user/send_verification(_password): the SMS login or reset code. A reset code answers
 * 404 for an unknown phone, so it spends a lookup budget per address against enumeration.
 */
export async function sendCodeToPhone(
  ctx: AppContext,
  purpose: CodePurpose,
  input: { tel_code: string; phone: string },
  request: { ip: string; locale: Locale },
): Promise<void> {
  const key = phoneKey(input.tel_code, input.phone);
  if (purpose === 'reset') await spendAllowance(ctx, 'lookup', request.ip, ctx.limits.lookupsPerIpPerHour);
  if (purpose === 'reset' && !(await userByPhone(ctx.db, key))) throw new BusinessError(STATUS.NOT_FOUND, 'accountNotFound');
  await sendSmsCode(ctx, { purpose, phoneKey: key, ip: request.ip, locale: request.locale });
}
