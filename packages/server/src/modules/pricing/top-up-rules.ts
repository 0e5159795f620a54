/**
 * What the payment call asks of a top-up quote (a price change's difference, price-change.ts): its
 * change still awaits the payer's choice and the window is open. Apart from price-change.ts so the
 * payments module can ask it without importing the module that imports it.
 */
import { STATUS } from '@edupay/forms/contract';
import type { Db } from '../../db/client';
import { windowOpen } from '../../domain/price-change';
import { BusinessError } from '../../http/business-error';
import * as repo from './repo';

export async function refuseClosedTopUp(db: Db, quote: { readonly id: string; readonly priceChangeId: string | null }, now: Date): Promise<void> {
  const change = await repo.priceChangeById(db, quote.priceChangeId ?? '');
  if (!change || change.topUpQuoteId !== quote.id) throw new BusinessError(STATUS.NOT_FOUND, 'quoteNotFound', {}, { field: 'quote_id' });
  if (change.status !== 'awaiting_choice') throw new BusinessError(STATUS.CONFLICT, 'priceChangeNotOpen', {}, { field: 'quote_id' });
  if (!windowOpen(change.decideBy, now)) throw new BusinessError(STATUS.EXPIRED, 'priceChangeWindowPassed', {}, { field: 'quote_id' });
}
