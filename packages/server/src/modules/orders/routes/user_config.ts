/**
 * GET /user/user_config: what the user centre needs to lay itself out: list sizes, the unpaid auto-close,
 * service hours; and the payer's points (the order form's Exclusive Benefits section shows them before
 * any order exists: spec 001 sections 2 and 9); `acting_staff` while a payment specialist acts on the
 * payer's behalf (the app's banner).
 */
import { STATUS } from '@edupay/forms/contract';
import type { FastifyInstance } from 'fastify';
import { ORDER_STAGES } from '../../../domain/order-progress';
import { UNPAID_CLOSE_DAYS } from '../../../domain/order-status';
import { envelope } from '../../../http/envelope';
import { requireOwner } from '../owner';
import { PAGE_SIZE_DEFAULT } from '../page-size';
import { MAX_POINTS_PER_ORDER } from '../../../domain/points';
import { userConfigResponse } from '../schemas';
import { userCentreCounts } from '../service/reads';
import { actingStaffOf } from '../../ops/acting';
import { typed } from '../../../http/typed-routes';

/** The payment specialists' hours (spec 001 section 2: 9:00-17:00 Beijing time). */
export const SERVICE_HOURS = '09:00-17:00';

export async function userConfigRoute(app: FastifyInstance) {
  const api = typed(app);
  const ctx = app.ctx;
  api.get(
    '/user_config',
    {
      schema: { tags: ['user'], summary: "The user centre's settings and order counts", response: userConfigResponse },
    },
    async (request) => {
      const owner = await requireOwner(request);
      const [{ ongoing, closed, points }, acting] = await Promise.all([userCentreCounts(ctx, owner), actingStaffOf(ctx.db, request.session, request.locale)]);
      return envelope(request, STATUS.OK, 'ok', {
        unpaid_close_days: UNPAID_CLOSE_DAYS,
        page_size: PAGE_SIZE_DEFAULT,
        ongoing_count: ongoing,
        closed_count: closed,
        service_hours: SERVICE_HOURS,
        service_time_zone: 'Asia/Shanghai',
        stages: [...ORDER_STAGES],
        points_balance: points,
        points_max_per_order: MAX_POINTS_PER_ORDER,
        acting_staff: acting,
      });
    },
  );
}
