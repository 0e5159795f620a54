/**
 * POST /user/change_pwd { old_password, new_password, confirm_password } (logged in; 402 otherwise).
 * Wrong old passwords count towards the same lock as failed logins.
 */
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { hashPassword, verifyPassword } from '../../domain/passwords';
import { clearLoginFailures, lockedMinutes, recordLoginFailure } from '../../domain/rate-limits';
import { revokeUserSessions } from '../../domain/sessions';
import { sessionUser } from '../../domain/users';
import { BusinessError } from '../../http/business-error';
import { envelope } from '../../http/envelope';
import { EMPTY, envelopeResponse } from '../../http/response-schemas';
import { object, str } from '../../http/schemas';
import { Status } from '../../status-codes';
import { validateChangePassword } from '../../validation';

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
    },
    async (request) => {
      const user = await sessionUser(ctx, request.session?.userId);
      if (!user || !request.session) throw new BusinessError(Status.NEED_LOGIN, 'needLogin');
      const input = validateChangePassword(request.body, request.locale);
      const lockKey = `pwd:${user.id}`;
      const locked = await lockedMinutes(ctx, lockKey);
      if (locked > 0) throw new BusinessError(Status.TOO_MANY_ATTEMPTS, 'tooManyAttempts', { minutes: locked });
      if (!(await verifyPassword(user.passwordHash, input.old_password))) {
        const minutes = await recordLoginFailure(ctx, lockKey);
        if (minutes > 0) throw new BusinessError(Status.TOO_MANY_ATTEMPTS, 'tooManyAttempts', { minutes });
        throw new BusinessError(Status.PASSWORD_INCORRECT, 'passwordIncorrect');
      }
      await clearLoginFailures(ctx, lockKey);
      await ctx.db.update(users).set({ passwordHash: await hashPassword(input.new_password, ctx.argon2) }).where(eq(users.id, user.id));
      await revokeUserSessions(ctx, user.id, request.session.id);
      return envelope(request, Status.OK, 'passwordChanged');
    },
  );
}
