/**
 * What the console reads of the price-match guarantee (issue 17 item 8): the claims of the orders
 * the caller may see (an account manager: their own payers'; finance and admin: all), and a
 * claim's screenshot, each reading audited. Filing and deciding a claim are in price-match.ts,
 * price changes in price-change.ts.
 */
import { STATUS } from '@edupay/forms/contract';
import type { AppContext } from '../../context';
import type { ClaimStatus } from '../../domain/price-match';
import { BusinessError } from '../../http/business-error';
import { writeAudit } from '../ops/audit';
import type { StaffCaller } from '../ops/staff-sessions';
import { claimView, screenshotOf } from './price-match';
import { visibleClaim, visibleClaims } from './repo';
import type { ClaimsQuery } from './schemas';

/** price_match_claims: claims in `status` (open ones by default), newest first, 50 a page before `before` (a created_at; an unreadable one is ignored). */
export async function priceMatchClaims(ctx: AppContext, caller: StaffCaller, query: ClaimsQuery) {
  const statuses: ClaimStatus[] = query.status ? [query.status] : ['open'];
  const before = query.before ? new Date(query.before) : null;
  const rows = await visibleClaims(ctx.db, caller, statuses, before && !Number.isNaN(before.getTime()) ? before : null);
  const list = rows.map((r) => claimView(r.claim, r.orderNo));
  return { list, next_before: list.length === 50 ? (list.at(-1)?.created_at ?? null) : null };
}

/** price_match_screenshot: a claim's screenshot for staff who may see its order; the reading is audited. */
export async function readClaimScreenshot(ctx: AppContext, caller: StaffCaller, claimId: string, ip: string) {
  const found = await visibleClaim(ctx.db, caller, claimId);
  const file = found ? await screenshotOf(ctx, found.claim) : null;
  if (!found || !file) throw new BusinessError(STATUS.NOT_FOUND, 'claimNotFound', {}, { field: 'claim_id' });
  await writeAudit(ctx.db, { staffId: caller.staffId, action: 'price_match.screenshot_read', targetType: 'price_match_claim', targetId: found.claim.id, after: { order_id: found.claim.orderId }, ip, at: ctx.now() });
  return { ...file, orderNo: found.orderNo };
}
