/**
 * GET /user/order_detail?order_id: one order of the caller (user centre): payee, amounts, sections
 * (identity numbers masked), the four-stage progress with dates, what is needed next, the history,
 * the documents still missing before payment, the quote (paid with, or the latest) and the payments.
 */
import { STATUS } from '@edupay/forms/contract';
import type { FastifyInstance } from 'fastify';
import { BusinessError } from '../../../http/business-error';
import { envelope } from '../../../http/envelope';
import { requireOwner } from '../owner';
import { ownedOrder } from '../repo';
import { orderDetailQuery } from '../schemas';
import { orderDetailResponse } from '../../pricing/schemas';
import { priceChangeOfOrder } from '../../pricing/repo';
import { priceChangeView } from '../../pricing/price-change';
import { priceMatchOf } from '../../pricing/price-match';
import { detailOf } from '../user-centre';
import { orderRequirements } from '../../documents/requirements';
import { latestQuote, paymentsOfOrder, quoteById } from '../../payments/repo';
import { minorToDecimal } from '../../../domain/order-money';
import { METHOD_NAME, quoteView } from '../../payments/service';
import { t, type Locale } from '../../../messages';
import { isPayable } from '../../../domain/order-status';
import type { AppContext } from '../../../context';
import type { OrderRow } from '../repo';

/** The order's payments as the payer reads them: method (card brand and last four), amount, status, when. */
async function orderPayments(ctx: AppContext, order: OrderRow, locale: Locale) {
  return (await paymentsOfOrder(ctx.db, order.id)).map((p) => ({
    payment_id: p.id,
    method_name: t(locale, METHOD_NAME[p.method]),
    card: p.brand && p.last4 ? `${p.brand} •••• ${p.last4}` : '',
    amount: minorToDecimal(p.amountMinor, p.currency),
    currency: p.currency,
    status: p.status,
    created_at: p.createdAt.toISOString(),
  }));
}

/**
 * The quote the detail shows: the one the order was paid with (stored whole, never recomputed), or
 * the latest one of an order not yet paid; `expired` tells the payer that one ran out before they
 * paid (the payment page makes a new one: the re-quote path).
 */
async function orderQuote(ctx: AppContext, order: OrderRow, locale: Locale) {
  const quote = order.paidQuoteId ? await quoteById(ctx.db, order.paidQuoteId) : await latestQuote(ctx.db, order.id);
  if (!quote) return null;
  const now = ctx.now();
  const view = quoteView(quote, locale, now);
  const paid = order.paidQuoteId === quote.id;
  return {
    quote_id: view.quote_id,
    method_name: view.method_name,
    rate: view.rate,
    foreign_currency: view.foreign_currency,
    foreign_total: view.foreign_total,
    payer_currency: view.payer_currency,
    lines: view.lines.map(({ kind, label, effect, amount }) => ({ kind, label, effect, amount })),
    total: view.total,
    created_at: view.created_at,
    expires_at: view.expires_at,
    paid: paid ? 1 : 0,
    expired: !paid && isPayable(order.status) && quote.expiresAt <= now ? 1 : 0,
  };
}
import { typed } from '../../../http/typed-routes';

export async function orderDetailRoute(app: FastifyInstance) {
  const api = typed(app);
  const ctx = app.ctx;
  api.get(
    '/order_detail',
    {
      schema: {
        tags: ['user'],
        summary: 'One order of the caller, with its progress and history',
        querystring: orderDetailQuery,
        response: orderDetailResponse,
      },
    },
    async (request) => {
      const owner = await requireOwner(request);
      // Another payer's id answers exactly like an unknown one: nothing tells the two apart.
      const order = await ownedOrder(ctx.db, owner, request.query.order_id ?? '');
      if (!order) throw new BusinessError(STATUS.NOT_FOUND, 'orderNotFound', {}, { field: 'order_id' });
      // Issue 16 item 7: the detail lists what the order still needs before payment (documents, the
      // signed rent contract, the payer's face verification): the same list the payment calls refuse with.
      const { missing } = await orderRequirements(ctx, order);
      return envelope(request, STATUS.OK, 'ok', {
        ...(await detailOf(ctx, order)),
        missing_documents: missing,
        quote: await orderQuote(ctx, order, request.locale),
        payments: await orderPayments(ctx, order, request.locale),
        // Issue 17 item 8: the payer's choice after a price change, and the price-match guarantee.
        price_change: await priceChangeOfOrder(ctx.db, order.id).then((change) => (change ? priceChangeView(change) : null)),
        price_match: order.paidQuoteId ? await priceMatchOf(ctx, order) : null,
      });
    },
  );
}
