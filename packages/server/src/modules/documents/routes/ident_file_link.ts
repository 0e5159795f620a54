/**
 * POST /order/ident_file_link {order_id, file_id}: a signed download link for a file of the caller's
 * order, for where a link must leave the session (the phone's scan page, an e-mail). It works
 * without a login for DOCUMENT_LINK_TTL_SECONDS (10 minutes).
 */
import { STATUS } from '@edupay/forms/contract';
import type { FastifyInstance } from 'fastify';
import { envelope } from '../../../http/envelope';
import { requireOwner } from '../../orders/owner';
import { fileRefBody, linkResponse } from '../schemas';
import { documentLink } from '../service';
import { typed } from '../../../http/typed-routes';

export async function identFileLinkRoute(app: FastifyInstance) {
  const api = typed(app);
  const ctx = app.ctx;
  api.post(
    '/ident_file_link',
    { schema: { tags: ['order'], summary: 'A short-lived signed download link for a file', body: fileRefBody, response: linkResponse } },
    async (request) => {
      const owner = await requireOwner(request);
      return envelope(request, STATUS.OK, 'ok', await documentLink(ctx, owner, request.body.order_id, request.body.file_id));
    },
  );
}
