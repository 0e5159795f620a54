/**
 * GET /ops/price_match_claims?status&before: claims of the orders the caller may see, newest first,
 * 50 a page (an account manager: their own payers', read only; finance and admin: all).
 */
import { STATUS } from '@edupay/forms/contract';
import type { FastifyInstance } from 'fastify';
import type { ClaimStatus } from '../../../domain/price-match';
import { envelope } from '../../../http/envelope';
import { typed } from '../../../http/typed-routes';
import { requireStaff, signedInStaff } from '../../ops/staff-sessions';
import { claimView } from '../price-match';
import { visibleClaims } from '../repo';
import { claimsQuery, claimsResponse } from '../schemas';

export async function priceMatchClaimsRoute(app: FastifyInstance) {
  typed(app).get(
    '/price_match_claims',
    { schema: { tags: ['ops'], summary: 'Price-match claims (open by default), newest first', querystring: claimsQuery, response: claimsResponse }, preValidation: requireStaff('read_orders') },
    async (request) => {
      const statuses: ClaimStatus[] = request.query.status ? [request.query.status] : ['open'];
      const before = request.query.before ? new Date(request.query.before) : null;
      const rows = await visibleClaims(app.ctx.db, signedInStaff(request), statuses, before && !Number.isNaN(before.getTime()) ? before : null);
      const list = rows.map((r) => claimView(r.claim, r.orderNo));
      return envelope(request, STATUS.OK, 'ok', { list, next_before: list.length === 50 ? (list.at(-1)?.created_at ?? null) : null });
    },
  );
}
