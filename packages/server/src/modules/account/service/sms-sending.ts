/**
 * Sending a code by SMS with the abuse limits of issue 4: one SMS per phone per 60 s; past the
 * hourly allowance per phone or per IP the send answers 371 until a slider captcha passes
 * (the pass lifts the allowance for one more SMS to that phone).
 *
 * Above the allowances sit hard caps that no captcha lifts, since a captcha can be solved by a
 * machine or a paid person: per phone and per address per hour, per destination calling code per
 * hour, and one daily budget for the calling codes the product does not serve (sms-caps.ts).
 */
import type { AppContext } from '../../../context';
import { callingCode } from '../../../domain/sms-destinations';
import { t, type Locale } from '../../../messages';
import { BusinessError } from '../../../http/business-error';
import { STATUS } from '@edupay/forms/contract';
import { claimSendSlot, countEvents, grant, hasGrant, pruneEvents, spendAllowance, spendGrant } from '../../../plugins/rate-limits';
import { userByPhone } from '../repo';
import { phoneKey } from './users';
import { checkSmsCaps, recordSmsUnderCaps, smsCapKeys, type SmsCapKeys } from './sms-caps';
import { issueCode, type CodePurpose } from './verification-codes';

const HOUR = 3600;

export const sliderGrantKey = (phoneKey: string) => `slider:${phoneKey}`;

export async function grantSliderPass(ctx: AppContext, phoneKey: string): Promise<void> {
  await grant(ctx, sliderGrantKey(phoneKey), ctx.limits.codeTtlSeconds);
}

export async function sendSmsCode(
  ctx: AppContext,
  input: { purpose: CodePurpose; phoneKey: string; callingCode: string; ip: string; locale: Locale },
): Promise<void> {
  const caps: SmsCapKeys = smsCapKeys(input);
  // A reached cap answers at once: the slider would not help, so it is not offered.
  await checkSmsCaps(ctx, caps);
  const [perPhone, perIp] = await Promise.all([countEvents(ctx, caps.phoneEvents, HOUR), countEvents(ctx, caps.addressEvents, HOUR)]);
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
  // The caps are checked again and the send counted under one lock with the code and its SMS
  // (counted before sending: a failing gateway must not become a way around the limits), so
  // parallel sends cannot all pass a cap that has room for one. The code and its SMS commit
  // together; the job queue's worker sends it (and retries a failing gateway), so a crash after the
  // commit still delivers and a failure before it sends nothing.
  await recordSmsUnderCaps(ctx, caps, async (tx, enqueue) => {
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
  await sendSmsCode(ctx, { purpose, phoneKey: key, callingCode: callingCode(input.tel_code), ip: request.ip, locale: request.locale });
}
