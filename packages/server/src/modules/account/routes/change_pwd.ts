/**
 * POST /user/change_pwd { old_password, new_password, confirm_password } (logged in; 402 otherwise).
 * Wrong old passwords count towards the same lock as failed logins.
 */
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { users } from '../../../db/schema';
import { hashPassword, verifyPassword } from '../../../domain/passwords';
import { checkPasswordGuarded } from '../login-guard';
import { revokeUserSessions } from '../../../plugins/sessions';
import { BusinessError } from '../../../http/business-error';
import { envelope } from '../../../http/envelope';
import { EMPTY, envelopeResponse } from '../../../http/response-schemas';
import { object, str } from '../../../http/schemas';
import { STATUS } from '@edupay/forms/contract';
import { validateChangePassword } from '../../../validation';
import { accountUser, requireAccountUser } from '../require-account-user';

export async function changePwdRoutes(app: FastifyInstance) {
  const ctx = app.ctx;
  app.post<{ Body: { old_password?: string; new_password?: string; confirm_password?: string } }>(
    '/change_pwd',
    {
      schema: {
        tags: ['user'],
        summary: 'Change the password',
        response: envelopeResponse(EMPTY),
        body: object({ old_password: str(128), new_password: str(128), confirm_password: str(128) }, ['old_password', 'new_password', 'confirm_password']),
      },
      preHandler: requireAccountUser(ctx),
    },
    async (request) => {
      const user = accountUser(request);
      // Signed up by SMS: there is no current password to type (issue 14 item 5). Say so, and do not
      // count it as a wrong guess; the client offers step 9 (create_pwd) instead.
      if (!user.passwordHash) throw new BusinessError(STATUS.NO_PASSWORD_SET, 'noPasswordSet');
      const input = validateChangePassword(request.body, request.locale);
      await checkPasswordGuarded(ctx, [{ key: `pwd:${user.id}`, max: ctx.limits.loginMaxFailures }], () =>
        verifyPassword(user.passwordHash, input.old_password),
      );
      await ctx.db.update(users).set({ passwordHash: await hashPassword(input.new_password, ctx.argon2) }).where(eq(users.id, user.id));
      await revokeUserSessions(ctx, user.id, request.session?.id ?? '');
      return envelope(request, STATUS.OK, 'passwordChanged');
    },
  );
}
