/**
 * What the three calls that start a payment share (payment_gateway, payment_transfer_pay,
 * wechat_payment): the `Idempotency-Key` header (the same key and body answer the first payment
 * again; two at once make one), the payment started in the key's transaction together with what
 * the call adds (the payer's declaration), and an expired quote answered with a fresh, stored one.
 */
import { STATUS } from '@edupay/forms/contract';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { BusinessError } from '../../http/business-error';
import { envelope } from '../../http/envelope';
import { idempotencyKeyHeaders, idempotent, IDEMPOTENCY_HEADER, readIdempotencyKey } from '../../http/idempotency';
import { t, type ServerMessageId } from '../../messages';
import { refuseWhileActing, requireOwner } from '../orders/owner';
import { ownedOrder } from '../orders/repo';
import { actorOf } from '../orders/service/owner';
import { installmentViews, paymentView, startPayment } from './charges';
import type { PaymentRow, QuoteRow } from './repo';
import * as repo from './repo';
import { quoteForPayment } from './service';

/** The header's schema, for the route's OpenAPI. */
export const idempotencyHeaders = idempotencyKeyHeaders('payment attempt');

export interface PayCall {
  /** The call's name: keys are scoped per call and payer. */
  readonly name: string;
  readonly quoteId: string;
  readonly installments?: readonly string[] | null;
  /** Refuses a quote this call cannot pay (e.g. transfer_pay with a card quote), before anything is written. */
  readonly acceptQuote?: (quote: QuoteRow) => void;
  /** Written in the same transaction as the payment (the payer's declaration); its answer joins the payment's. */
  readonly extra?: (tx: Db, payment: PaymentRow) => Promise<Record<string, unknown>>;
  readonly message?: ServerMessageId;
}

export async function payCall(ctx: AppContext, request: FastifyRequest, call: PayCall) {
  const owner = await requireOwner(request);
  refuseWhileActing(owner);
  const key = readIdempotencyKey(request.headers[IDEMPOTENCY_HEADER]);
  if (!key) throw new BusinessError(STATUS.INVALID, 'idempotencyKeyInvalid', {}, { field: 'Idempotency-Key' });
  const message = call.message ?? 'paymentStarted';
  try {
    const { answer } = await idempotent(ctx, `${call.name}:${actorOf(owner)}`, key, request.body, async (tx) => {
      const txCtx = { ...ctx, db: tx };
      if (call.acceptQuote) {
        const quote = await repo.quoteById(tx, call.quoteId);
        if (quote && quote.payer === actorOf(owner)) call.acceptQuote(quote);
      }
      const payment = await startPayment(txCtx, owner, call.quoteId, request.locale, call.installments ?? null);
      const order = await ownedOrder(tx, owner, payment.orderId);
      const installments = await installmentViews(txCtx, payment, (order?.payment as { purposes?: unknown } | undefined)?.purposes, request.locale);
      const extra = call.extra ? await call.extra(tx, payment) : {};
      return { status_code: STATUS.OK, message: t(request.locale, message), data: { ...paymentView(payment, order?.status ?? '', installments), ...extra } };
    });
    return { ...envelope(request, STATUS.OK, message), ...answer };
  } catch (error) {
    // A refused quote rolled the call back, the fresh quote with it: ask again outside the
    // transaction so the fresh quote offered is stored and can be paid.
    if (error instanceof BusinessError && error.status === STATUS.EXPIRED) await quoteForPayment(ctx, call.quoteId, owner, ctx.now(), request.locale);
    throw error;
  }
}
