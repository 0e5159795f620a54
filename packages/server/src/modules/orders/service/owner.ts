/**
 * Whose an order call is (spec 001 sections 3-5; issue 18 item 4): the payer behind a session (a
 * logged-in user, or an SMS-proven phone for anonymous orders), and who the order events and audit
 * rows name as acting (the payer, or a staff member acting on their behalf).
 */
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import type { Db } from '../../../db/client';
import { users } from '../../../db/schema';
import { writeAudit } from '../../ops/audit';
import type { OrderOwner } from '../repo';

export type { OrderOwner } from '../repo';

/** An SMS-proven phone lets its session place and see anonymous orders for a day. */
export const ORDER_PHONE_TTL_MS = 24 * 3600 * 1000;

/** What of a session decides whose orders it sees. */
export interface OwnerSession {
  readonly userId: number | null;
  readonly verifiedPhone: string | null;
  readonly verifiedPhoneAt: Date | null;
  readonly actingStaffId?: number | null;
}

/** Who is asking: a logged-in user, or a session that proved a phone by SMS (anonymous payer). */
export async function ownerOf(ctx: AppContext, session: OwnerSession | null): Promise<OrderOwner | null> {
  if (!session) return null;
  if (session.userId !== null) {
    const [user] = await ctx.db.select({ phone: users.phoneE164 }).from(users).where(eq(users.id, session.userId)).limit(1);
    return { userId: session.userId, phone: user?.phone ?? null, actingStaffId: session.actingStaffId ?? null };
  }
  const fresh = session.verifiedPhone && session.verifiedPhoneAt && ctx.now().getTime() - session.verifiedPhoneAt.getTime() < ORDER_PHONE_TTL_MS;
  return fresh ? { userId: null, phone: session.verifiedPhone } : null;
}

/**
 * An order change that writes no order event (the payer's corrections), made by a staff member
 * acting on behalf: it is their action, so it leaves an audit row in the change's transaction.
 */
export async function auditActing(ctx: AppContext, tx: Db, owner: OrderOwner, orderId: string, action: string, before: object, after: object): Promise<void> {
  if (owner.actingStaffId == null) return;
  await writeAudit(tx, { staffId: owner.actingStaffId, action: `${action}.on_behalf`, targetType: 'order', targetId: orderId, before, after: { ...after, for: actorOf(owner) }, at: ctx.now() });
}

export function actorOf(owner: OrderOwner): string {
  return owner.userId !== null ? `user:${owner.userId}` : `phone:${owner.phone}`;
}

/**
 * Who an order event names as its actor: the payer, or the staff member acting on their behalf
 * (`staff:<id>:for:user:<id>`, order-status actorKind), so the history says who really did it.
 */
export function eventActorOf(owner: OrderOwner): string {
  return owner.actingStaffId != null ? `staff:${owner.actingStaffId}:for:${actorOf(owner)}` : actorOf(owner);
}
