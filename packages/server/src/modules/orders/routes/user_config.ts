/** GET /user/user_config: what the user centre needs to lay itself out: list sizes, the unpaid auto-close, service hours. */
import { STATUS } from '@edupay/forms/contract';
import type { FastifyInstance } from 'fastify';
import { ORDER_STAGES } from '../../../domain/order-progress';
import { CLOSED_STATUSES, ONGOING_STATUSES, UNPAID_CLOSE_DAYS } from '../../../domain/order-status';
import { envelope } from '../../../http/envelope';
import { requireOwner } from '../owner';
import { PAGE_SIZE_DEFAULT } from '../page-size';
import { countOrders } from '../repo';
import { userConfigResponse } from '../schemas';

/** The payment specialists' hours (spec 001 section 2: 9:00-17:00 Beijing time). */
export const SERVICE_HOURS = '09:00-17:00';

export async function userConfigRoute(app: FastifyInstance) {
  const ctx = app.ctx;
  app.get(
    '/user_config',
    {
      schema: { tags: ['user'], summary: "The user centre's settings and order counts", response: userConfigResponse },
    },
    async (request) => {
      const owner = await requireOwner(request);
      const [ongoing, closed] = await Promise.all([
        countOrders(ctx.db, owner, ONGOING_STATUSES),
        countOrders(ctx.db, owner, CLOSED_STATUSES),
      ]);
      return envelope(request, STATUS.OK, 'ok', {
        unpaid_close_days: UNPAID_CLOSE_DAYS,
        page_size: PAGE_SIZE_DEFAULT,
        ongoing_count: ongoing,
        closed_count: closed,
        service_hours: SERVICE_HOURS,
        service_time_zone: 'Asia/Shanghai',
        stages: [...ORDER_STAGES],
      });
    },
  );
}
