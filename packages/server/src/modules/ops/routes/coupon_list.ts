/** GET /ops/coupon_list?before: coupon issues newest first, 50 a page, with how many were applied and used (finance, admin). */
import { STATUS } from '@edupay/forms/contract';
import type { FastifyInstance } from 'fastify';
import { envelope } from '../../../http/envelope';
import { typed } from '../../../http/typed-routes';
import { couponIssues } from '../../payments/coupon-issue';
import { couponListQuery, couponListResponse } from '../payee-coupon-schemas';
import { requireStaff } from '../staff-sessions';

export async function couponListRoute(app: FastifyInstance) {
  const api = typed(app);
  api.get(
    '/coupon_list',
    { schema: { tags: ['ops'], summary: 'Coupon issues, newest first', querystring: couponListQuery, response: couponListResponse }, preValidation: requireStaff('coupons') },
    async (request) => envelope(request, STATUS.OK, 'ok', await couponIssues(app.ctx, request.query.before || undefined)),
  );
}
