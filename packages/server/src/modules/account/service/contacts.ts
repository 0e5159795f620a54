/**
 * A user's contacts: whether an e-mail address is free to register (the session remembers it for
 * /user/register), and proving an e-mail (the link) or a phone (an SMS code) so it becomes a login
 * (issue 11, item 1). 331 / 332 when another account proved it first.
 */
import { STATUS } from '@edupay/forms/contract';
import type { AppContext } from '../../../context';
import { BusinessError } from '../../../http/business-error';
import type { Locale } from '../../../messages';
import { spendAllowance } from '../../../plugins/rate-limits';
import { updateSession } from '../../../plugins/sessions';
import { validateEmail, validateSmsLogin } from '../../../validation';
import { isUniqueViolation, setLoginPhone, userByEmail } from '../repo';
import { proveEmail } from './email-proofs';
import { phoneKey, sessionUser } from './users';
import { consumeCode } from './verification-codes';

/** GET|POST /user/verification_email: 332 when registered; when free, the session remembers it. */
export async function claimFreeEmail(
  ctx: AppContext,
  payload: Record<string, unknown>,
  request: { ip: string; locale: Locale; sessionId: () => Promise<string> },
): Promise<string> {
  const { email } = validateEmail(payload, request.locale);
  // Whether an address is registered is an answer worth enumerating: a budget per address.
  await spendAllowance(ctx, 'lookup', request.ip, ctx.limits.lookupsPerIpPerHour);
  if (await userByEmail(ctx.db, email)) throw new BusinessError(STATUS.EMAIL_REGISTERED, 'emailRegistered', {}, { email });
  await updateSession(ctx, await request.sessionId(), { pendingEmail: email.toLowerCase() });
  return email;
}

/** The e-mailed link: its address becomes a login of its account. */
export async function proveEmailLink(ctx: AppContext, link: { proof?: string; key?: string }): Promise<void> {
  const outcome = await proveEmail(ctx, { id: link.proof ?? '', oid: link.key ?? '' });
  if (outcome === 'invalid') throw new BusinessError(STATUS.EXPIRED, 'emailProofInvalid');
  if (outcome === 'taken') throw new BusinessError(STATUS.EMAIL_REGISTERED, 'emailRegistered');
}

/** An SMS code sent to a phone: it becomes the logged-in account's login phone. */
export async function provePhone(ctx: AppContext, userId: number | null | undefined, body: Record<string, unknown>, locale: Locale): Promise<void> {
  const user = await sessionUser(ctx, userId);
  if (!user) throw new BusinessError(STATUS.NEED_LOGIN, 'needLogin');
  const input = validateSmsLogin(body, locale);
  const key = phoneKey(input.tel_code, input.phone);
  if (!(await consumeCode(ctx, 'login', key, input.phone_captcha))) throw new BusinessError(STATUS.CODE_WRONG, 'codeWrong');
  try {
    await setLoginPhone(ctx.db, user.id, { phoneE164: key, telCode: input.tel_code, phone: input.phone });
  } catch (error) {
    if (isUniqueViolation(error)) throw new BusinessError(STATUS.PHONE_REGISTERED, 'phoneRegistered');
    throw error;
  }
}
