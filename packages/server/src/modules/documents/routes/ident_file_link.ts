/**
 * POST /order/ident_file_link {order_id, file_id}: a signed download link for a file of the caller's
 * order, for where a link must leave the session (the phone's scan page, an e-mail). It works
 * without a login for DOCUMENT_LINK_TTL_SECONDS (10 minutes).
 */
import { STATUS } from '@edupay/forms/contract';
import type { FastifyInstance } from 'fastify';
import { signDocumentLink } from '../../../domain/document-link';
import { BusinessError } from '../../../http/business-error';
import { envelope } from '../../../http/envelope';
import { requireOwner } from '../../orders/owner';
import { ownedOrder } from '../../orders/repo';
import { documentOfOrder } from '../repo';
import { fileRefBody, linkResponse } from '../schemas';
import { typed } from '../../../http/typed-routes';

export async function identFileLinkRoute(app: FastifyInstance) {
  const api = typed(app);
  const ctx = app.ctx;
  api.post(
    '/ident_file_link',
    { schema: { tags: ['order'], summary: 'A short-lived signed download link for a file', body: fileRefBody, response: linkResponse } },
    async (request) => {
      const owner = await requireOwner(request);
      const order = await ownedOrder(ctx.db, owner, request.body.order_id);
      const document = order ? await documentOfOrder(ctx.db, order.id, request.body.file_id) : null;
      if (!document) throw new BusinessError(STATUS.NOT_FOUND, 'documentNotFound', {}, { field: 'file_id' });
      const link = signDocumentLink(ctx.secret, document.id, document.orderId, ctx.now());
      const query = new URLSearchParams({ order_id: link.orderId, file_id: link.fileId, expires: String(link.expires), sig: link.sig });
      const url = `${ctx.config.publicUrl.replace(/\/$/, '')}/api/order/ident_file_download?${query.toString()}`;
      return envelope(request, STATUS.OK, 'ok', { url, expires_at: new Date(link.expires * 1000).toISOString() });
    },
  );
}
