/** POST /order/ident_files_delete {order_id, file_id}: the payer removes a file while the order can still change. */
import { STATUS } from '@edupay/forms/contract';
import type { FastifyInstance } from 'fastify';
import { envelope } from '../../../http/envelope';
import { requireOwner } from '../../orders/owner';
import { deleteResponse, fileRefBody } from '../schemas';
import { deleteDocument } from '../service';
import { typed } from '../../../http/typed-routes';

export async function identFilesDeleteRoute(app: FastifyInstance) {
  const api = typed(app);
  const ctx = app.ctx;
  api.post(
    '/ident_files_delete',
    { schema: { tags: ['order'], summary: 'Delete a file of an order', body: fileRefBody, response: deleteResponse } },
    async (request) => {
      const owner = await requireOwner(request);
      await deleteDocument(ctx, owner, request.body.order_id, request.body.file_id);
      return envelope(request, STATUS.OK, 'documentDeleted', { file_id: request.body.file_id });
    },
  );
}
