/**
 * GET /ops/price_match_claims?status&before: claims of the orders the caller may see, newest first,
 * 50 a page (an account manager: their own payers', read only; finance and admin: all).
 */
import { STATUS } from '@edupay/forms/contract';
import type { FastifyInstance } from 'fastify';
import { envelope } from '../../../http/envelope';
import { typed } from '../../../http/typed-routes';
import { requireStaff, signedInStaff } from '../../ops/staff-sessions';
import { claimsQuery, claimsResponse } from '../schemas';
import { priceMatchClaims } from '../service';

export async function priceMatchClaimsRoute(app: FastifyInstance) {
  typed(app).get(
    '/price_match_claims',
    { schema: { tags: ['ops'], summary: 'Price-match claims (open by default), newest first', querystring: claimsQuery, response: claimsResponse }, preValidation: requireStaff('read_orders') },
    async (request) => envelope(request, STATUS.OK, 'ok', await priceMatchClaims(app.ctx, signedInStaff(request), request.query)),
  );
}
