/** GET /order/ident_files?order_id: the document slots of the caller's order, with their rules and files. */
import { STATUS } from '@edupay/forms/contract';
import type { FastifyInstance } from 'fastify';
import { envelope } from '../../../http/envelope';
import { requireOwner } from '../../orders/owner';
import { identFilesQuery, identFilesResponse } from '../schemas';
import { ownedOrderSlots } from '../service';
import { typed } from '../../../http/typed-routes';

export async function identFilesRoute(app: FastifyInstance) {
  const api = typed(app);
  const ctx = app.ctx;
  api.get(
    '/ident_files',
    { schema: { tags: ['order'], summary: 'The document slots of an order and their files', querystring: identFilesQuery, response: identFilesResponse } },
    async (request) => {
      const owner = await requireOwner(request);
      return envelope(request, STATUS.OK, 'ok', await ownedOrderSlots(ctx, owner, request.query.order_id));
    },
  );
}
