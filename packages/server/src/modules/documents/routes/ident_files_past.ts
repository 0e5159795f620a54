/**
 * GET /order/ident_files_past?order_id&slot: the payer's files on their other orders, newest first
 * (the upload tabs' "past files"); one is reused with ident_files_upload's past_file_id.
 */
import { STATUS } from '@edupay/forms/contract';
import type { FastifyInstance } from 'fastify';
import { envelope } from '../../../http/envelope';
import { requireOwner } from '../../orders/owner';
import { pastQuery, pastResponse } from '../schemas';
import { pastFiles } from '../service';
import { typed } from '../../../http/typed-routes';

export async function identFilesPastRoute(app: FastifyInstance) {
  const api = typed(app);
  const ctx = app.ctx;
  api.get(
    '/ident_files_past',
    { schema: { tags: ['order'], summary: "The payer's files on earlier orders (reusable)", querystring: pastQuery, response: pastResponse } },
    async (request) => {
      const owner = await requireOwner(request);
      const list = await pastFiles(ctx, owner, request.query.order_id || null, request.query.slot || null);
      return envelope(request, STATUS.OK, 'ok', { list, total: list.length });
    },
  );
}
