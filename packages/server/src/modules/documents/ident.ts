/**
 * GET/POST /order/ident: the order's requirements before payment and the placement stage's "upload
 * proof" step (spec 001 section 4). GET answers every required slot and step with its state and
 * what is missing (requirements.ts, the list the payment calls refuse with). POST is the payer
 * saying "my documents are in": refused while a required slot or the rent contract's signature is
 * missing (face verification is its own later step); else the order records when, once, and an
 * order on hold for the payer (action_needed: staff asked for something) goes back to review through
 * the order machine (action_provided, with its event row).
 */
import { STATUS } from '@edupay/forms/contract';
import type { AppContext } from '../../context';
import { beijingDateTime } from '../../domain/beijing-time';
import { BusinessError } from '../../http/business-error';
import type { Locale } from '../../messages';
import { advanceIn } from '../orders/lifecycle';
import { ownedOrder, type OrderOwner, type OrderRow } from '../orders/repo';
import { eventActorOf } from '../orders/service/owner';
import { reviewDueOf } from '../orders/service/reads';
import * as repo from './repo';
import { describeMissing, orderRequirements } from './requirements';

const orderNotFound = () => new BusinessError(STATUS.NOT_FOUND, 'orderNotFound', {}, { field: 'order_id' });

async function view(ctx: AppContext, order: OrderRow) {
  const requirements = await orderRequirements(ctx, order);
  const reviewDue = await reviewDueOf(ctx, order);
  return {
    order_id: order.id,
    status: order.status,
    slots: requirements.slots.slots
      .filter((s) => s.required === 1)
      .map((s) => ({ slot: s.slot, min: s.min, files: s.files.length, complete: s.complete })),
    steps: requirements.steps,
    missing: requirements.missing,
    complete: requirements.missing.length === 0 ? 1 : 0,
    documents_submitted: order.documentsSubmittedAt ? 1 : 0,
    documents_submitted_at: order.documentsSubmittedAt ? order.documentsSubmittedAt.toISOString() : '',
    // Awaiting the specialist's review: not payable yet, and by when the payer hears.
    review_due_at: reviewDue ? reviewDue.toISOString() : '',
    review_due: reviewDue ? beijingDateTime(reviewDue) : '',
  };
}

/** GET ident. */
export async function identStatus(ctx: AppContext, owner: OrderOwner, orderId: string) {
  const order = await ownedOrder(ctx.db, owner, orderId);
  if (!order) throw orderNotFound();
  return view(ctx, order);
}

/** POST ident: the documents are submitted. */
export async function submitDocuments(ctx: AppContext, owner: OrderOwner, orderId: string, locale: Locale) {
  const orderNow = await ctx.jobs.transaction(async (tx, enqueue) => {
    const order = await ownedOrder(tx, owner, orderId, true);
    if (!order) throw orderNotFound();
    const { missingSlots, steps } = await orderRequirements({ ...ctx, db: tx }, order);
    const unsigned = steps.some((s) => s.step === 'rent_contract_signature' && s.required === 1 && s.done === 0);
    const missing = [...missingSlots, ...(unsigned ? ['rent_contract_signature'] : [])];
    if (missing.length > 0) throw new BusinessError(STATUS.INVALID, 'documentsIncomplete', { items: describeMissing(missing, locale) }, { order_id: order.id, missing });
    await repo.markDocumentsSubmitted(tx, order.id, ctx.now());
    // Staff put the order on hold for the payer: handing the documents in is the payer's answer.
    if (order.status === 'action_needed') await advanceIn(ctx, tx, enqueue, order.id, 'action_provided', eventActorOf(owner), 'documents submitted (/order/ident)', { owner });
    return ownedOrder(tx, owner, order.id);
  });
  if (!orderNow) throw orderNotFound();
  return view(ctx, orderNow);
}
