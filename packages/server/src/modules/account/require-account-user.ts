/**
 * The login check of the account calls, once (ARCHITECTURE: "auth is a preHandler, not a copy in
 * each handler"): `requireUser` (plugins/sessions) refuses a session without a user (402), then the
 * user's row is loaded once and kept on the request; a user deleted since logging in counts as
 * logged out. Handlers read it with `accountUser(request)`.
 */
import { STATUS } from '@edupay/forms/contract';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { BusinessError } from '../../http/business-error';
import { requireUser } from '../../plugins/sessions';
import type { UserRow } from './repo';
import { sessionUser } from './service/users';

const loaded = new WeakMap<FastifyRequest, UserRow>();

export function requireAccountUser(ctx: AppContext) {
  return async (request: FastifyRequest): Promise<void> => {
    await requireUser(request);
    const user = await sessionUser(ctx, request.session?.userId);
    if (!user) throw new BusinessError(STATUS.NEED_LOGIN, 'needLogin');
    loaded.set(request, user);
  };
}

/** The logged-in user of a call registered with the requireAccountUser preHandler. */
export function accountUser(request: FastifyRequest): UserRow {
  const user = loaded.get(request);
  if (!user) throw new Error('accountUser() on a call without the requireAccountUser preHandler');
  return user;
}
