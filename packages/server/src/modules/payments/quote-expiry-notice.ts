/**
 * "Your quote is about to expire" (issue 18 item 3): each quote schedules a quote_expiring job in
 * the transaction that stores it, due EXPIRY_NOTICE_LEAD_MS before its expiry (half its life when
 * shorter: DEV_QUOTE_SECONDS). When it runs, the payer is told by SMS and e-mail in the order's
 * language only if the quote is still the order's latest, still live, and the order still unpaid
 * and payable: a payer who paid, or refreshed the page (a newer quote, which has its own job), hears
 * nothing. `quotes.expiry_notice_at` is set with the notice in one transaction, so a retried job
 * tells once.
 */
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { isPayable } from '../../domain/order-status';
import { expiryNoticeAt, quoteLive } from '../../domain/quote-expiry';
import { tellPayer } from '../orders/notifications';
import * as orders from '../orders/repo';
import * as repo from './repo';
import type { QuoteRow } from './repo';

export async function scheduleExpiryNotice(ctx: AppContext, tx: Db, quote: QuoteRow): Promise<void> {
  const dueMs = expiryNoticeAt(quote.createdAt, quote.expiresAt).getTime() - quote.createdAt.getTime();
  await ctx.jobs.enqueueIn(tx, 'quote_expiring', { quote_id: quote.id }, { startAfterSeconds: Math.max(1, Math.floor(dueMs / 1000)) });
}

/** The quote_expiring job. Answers whether the payer was told. */
export async function noticeQuoteExpiring(ctx: AppContext, quoteId: string): Promise<boolean> {
  return ctx.jobs.transaction(async (tx, enqueue) => {
    const quote = await repo.quoteById(tx, quoteId);
    if (!quote || quote.expiryNoticeAt !== null || !quoteLive(quote.expiresAt, ctx.now())) return false;
    const latest = await repo.latestQuote(tx, quote.orderId);
    if (latest?.id !== quote.id) return false;
    const order = await orders.orderById(tx, quote.orderId);
    if (!order || !isPayable(order.status) || order.amountMinor !== quote.foreignAmountMinor) return false;
    if (!(await repo.markExpiryNotice(tx, quote.id, ctx.now()))) return false;
    await tellPayer(tx, enqueue, order, 'notifyQuoteExpiring', { until: quote.expiresAt });
    return true;
  });
}
