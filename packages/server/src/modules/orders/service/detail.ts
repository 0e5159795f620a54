/**
 * The user centre's order detail (spec 001; issues 15-17): the order with its progress and
 * history, what it still needs before payment, its quote, payments and refunds, and the price change
 * and price-match parts. Apart from reads.ts because it reads the documents, payments, refunds and
 * pricing modules.
 */
import type { AppContext } from '../../../context';
import type { Locale } from '../../../messages';
import { orderRequirements } from '../../documents/requirements';
import { orderPayments, orderQuote } from '../../payments/service';
import { priceChangeView } from '../../pricing/price-change';
import { priceMatchOf } from '../../pricing/price-match';
import { priceChangeOfOrder } from '../../pricing/repo';
import { payerRefunds } from '../../refunds/payer';
import type { OrderOwner } from '../repo';
import { detailOf } from '../user-centre';
import { callerOrder } from './reads';

/**
 * order_detail (user centre): the order with its progress and history, what it still needs before
 * payment, its quote, payments and refunds, and the price change and price-match parts.
 */
export async function orderDetail(ctx: AppContext, owner: OrderOwner, orderId: string, locale: Locale) {
  const order = await callerOrder(ctx, owner, orderId);
  // Issue 16 item 7: the detail lists what the order still needs before payment (documents, the
  // signed rent contract, the payer's face verification): the same list the payment calls refuse with.
  const { missing } = await orderRequirements(ctx, order);
  return {
    ...(await detailOf(ctx, order, locale)),
    missing_documents: missing,
    quote: await orderQuote(ctx, order, locale),
    payments: await orderPayments(ctx, order, locale),
    refunds: await payerRefunds(ctx.db, order.id),
    // Issue 17 item 8: the payer's choice after a price change, and the price-match guarantee.
    price_change: await priceChangeOfOrder(ctx.db, order.id).then((change) => (change ? priceChangeView(change) : null)),
    price_match: order.paidQuoteId ? await priceMatchOf(ctx, order) : null,
  };
}
