/**
 * A logged-in user's own password: changing it (wrong old passwords count towards the same lock
 * as failed logins) and setting the first one after an SMS sign-up (step 9).
 */
import { STATUS } from '@edupay/forms/contract';
import type { AppContext } from '../../../context';
import { hashPassword, verifyPassword } from '../../../domain/passwords';
import { BusinessError } from '../../../http/business-error';
import type { Locale } from '../../../messages';
import { revokeUserSessions } from '../../../plugins/sessions';
import { validateChangePassword, validateNewPassword } from '../../../validation';
import { setFirstPasswordHash, setPasswordHash, type UserRow } from '../repo';
import { checkPasswordGuarded } from './login-guard';

/** POST /user/change_pwd: every other session of the user is logged out. */
export async function changePassword(ctx: AppContext, user: UserRow, body: Record<string, unknown>, request: { locale: Locale; sessionId: string }): Promise<void> {
  // Signed up by SMS: there is no current password to type (issue 14 item 5). Say so, and do not
  // count it as a wrong guess; the client offers step 9 (create_pwd) instead.
  if (!user.passwordHash) throw new BusinessError(STATUS.NO_PASSWORD_SET, 'noPasswordSet');
  const input = validateChangePassword(body, request.locale);
  await checkPasswordGuarded(ctx, [{ key: `pwd:${user.id}`, max: ctx.limits.loginMaxFailures }], () => verifyPassword(user.passwordHash, input.old_password));
  await setPasswordHash(ctx.db, user.id, await hashPassword(input.new_password, ctx.argon2));
  await revokeUserSessions(ctx, user.id, request.sessionId);
}

/** POST /user/create_pwd: a first password, only for an account without one. */
export async function createPassword(ctx: AppContext, user: UserRow, body: Record<string, unknown>, locale: Locale): Promise<void> {
  if (user.passwordHash) throw new BusinessError(STATUS.CONFLICT, 'passwordAlreadySet');
  const { new_password } = validateNewPassword(body, locale);
  // Conditional: two racing create_pwd calls cannot overwrite each other.
  if (!(await setFirstPasswordHash(ctx.db, user.id, await hashPassword(new_password, ctx.argon2)))) throw new BusinessError(STATUS.CONFLICT, 'passwordAlreadySet');
}
