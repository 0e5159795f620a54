/** The caller of an order call: a logged-in user, or a session with an SMS-proven phone; else 402. */
import { STATUS } from '@edupay/forms/contract';
import type { FastifyRequest } from 'fastify';
import { BusinessError } from '../../http/business-error';
import type { OrderOwner } from './repo';
import { ownerOf } from './service';

export async function requireOwner(request: FastifyRequest): Promise<OrderOwner> {
  const owner = await ownerOf(request.server.ctx, request.session);
  if (!owner) throw new BusinessError(STATUS.NEED_LOGIN, 'orderPhoneNeeded');
  return owner;
}

/** account_id as sent ('' or absent: a payee the payer enters). */
export function accountIdOf(value: unknown): number | null {
  if (value === undefined || value === null || value === '') return null;
  const id = Number(value);
  return Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : -1;
}
