/** POST /user/create_pwd { new_password, confirm_password }: step 9, a first password after an SMS login. */
import type { FastifyInstance } from 'fastify';
import { and, eq, isNull } from 'drizzle-orm';
import { users } from '../../../db/schema';
import { hashPassword } from '../../../domain/passwords';
import { BusinessError } from '../../../http/business-error';
import { envelope } from '../../../http/envelope';
import { envelopeResponse, shape } from '../../../http/response-schemas';
import { object, str } from '../../../http/schemas';
import { STATUS } from '@edupay/forms/contract';
import { validateNewPassword } from '../../../validation';
import { accountUser, requireAccountUser } from '../require-account-user';

export async function createPwdRoutes(app: FastifyInstance) {
  const ctx = app.ctx;
  app.post<{ Body: { new_password?: string; confirm_password?: string } }>(
    '/create_pwd',
    {
      schema: {
        tags: ['user'],
        summary: 'Set the first password',
        response: envelopeResponse(shape({ is_need_password: { type: 'integer', enum: [0] } })),
        body: object({ new_password: str(128), confirm_password: str(128) }, ['new_password', 'confirm_password']),
      },
      preHandler: requireAccountUser(ctx),
    },
    async (request) => {
      const user = accountUser(request);
      if (user.passwordHash) throw new BusinessError(STATUS.CONFLICT, 'passwordAlreadySet');
      const { new_password } = validateNewPassword(request.body, request.locale);
      const hash = await hashPassword(new_password, ctx.argon2);
      // Conditional: two racing create_pwd calls cannot overwrite each other.
      const set = await ctx.db
        .update(users)
        .set({ passwordHash: hash })
        .where(and(eq(users.id, user.id), isNull(users.passwordHash)))
        .returning({ id: users.id });
      if (set.length !== 1) throw new BusinessError(STATUS.CONFLICT, 'passwordAlreadySet');
      return envelope(request, STATUS.OK, 'passwordCreated', { is_need_password: 0 });
    },
  );
}
