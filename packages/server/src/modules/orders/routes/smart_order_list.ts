/** GET /user/smart_order_list: the user centre's first look: ongoing orders, those waiting for the payer first. */
import { STATUS } from '@edupay/forms/contract';
import type { FastifyInstance } from 'fastify';
import { envelope } from '../../../http/envelope';
import { requireOwner } from '../owner';
import { smartOrderListResponse } from '../schemas';
import { smartList } from '../user-centre';
import { typed } from '../../../http/typed-routes';

export async function smartOrderListRoute(app: FastifyInstance) {
  const api = typed(app);
  const ctx = app.ctx;
  api.get(
    '/smart_order_list',
    {
      schema: {
        tags: ['user'],
        summary: 'Ongoing orders, those waiting for the payer first',
        response: smartOrderListResponse,
      },
    },
    async (request) => {
      const owner = await requireOwner(request);
      return envelope(request, STATUS.OK, 'ok', await smartList(ctx, owner, request.locale));
    },
  );
}
