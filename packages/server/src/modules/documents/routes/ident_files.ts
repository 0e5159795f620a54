/** GET /order/ident_files?order_id: the document slots of the caller's order, with their rules and files. */
import { STATUS } from '@edupay/forms/contract';
import type { FastifyInstance } from 'fastify';
import { BusinessError } from '../../../http/business-error';
import { envelope } from '../../../http/envelope';
import { requireOwner } from '../../orders/owner';
import { ownedOrder } from '../../orders/repo';
import { identFilesQuery, identFilesResponse } from '../schemas';
import { orderSlots } from '../service';
import { typed } from '../../../http/typed-routes';

export async function identFilesRoute(app: FastifyInstance) {
  const api = typed(app);
  const ctx = app.ctx;
  api.get(
    '/ident_files',
    { schema: { tags: ['order'], summary: 'The document slots of an order and their files', querystring: identFilesQuery, response: identFilesResponse } },
    async (request) => {
      const owner = await requireOwner(request);
      // Another payer's order answers exactly like an unknown one.
      const order = await ownedOrder(ctx.db, owner, request.query.order_id);
      if (!order) throw new BusinessError(STATUS.NOT_FOUND, 'orderNotFound', {}, { field: 'order_id' });
      return envelope(request, STATUS.OK, 'ok', await orderSlots(ctx, order));
    },
  );
}
