/** The caller of an order call: a logged-in user, or a session with an SMS-proven phone; else 402. */
import { STATUS } from '@edupay/forms/contract';
import type { FastifyRequest } from 'fastify';
import { BusinessError } from '../../http/business-error';
import type { OrderOwner } from './repo';
import { ownerOf } from './service/owner';

export async function requireOwner(request: FastifyRequest): Promise<OrderOwner> {
  const owner = await ownerOf(request.server.ctx, request.session);
  if (!owner) throw new BusinessError(STATUS.NEED_LOGIN, 'orderPhoneNeeded');
  return owner;
}

/**
 * Calls that move the payer's money (paying, choosing a refund): a payment specialist acting on
 * behalf fills in and fixes orders, the payer pays (spec 001 section 6; issue 18 item 4).
 */
export function refuseWhileActing(owner: OrderOwner): void {
  if (owner.actingStaffId != null) throw new BusinessError(STATUS.CONFLICT, 'actingCannotPay', {}, { acting_on_behalf: 1 });
}

/**
 * The same refusal as a preValidation hook of the paying calls: before the body is checked, so the
 * operator learns at once that paying is the payer's, not which field is missing.
 */
export async function refuseActingSession(request: FastifyRequest): Promise<void> {
  if (request.session?.actingStaffId != null) throw new BusinessError(STATUS.CONFLICT, 'actingCannotPay', {}, { acting_on_behalf: 1 });
}

/** account_id as sent ('' or absent: a payee the payer enters). */
export function accountIdOf(value: unknown): number | null {
  if (value === undefined || value === null || value === '') return null;
  const id = Number(value);
  return Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : -1;
}
