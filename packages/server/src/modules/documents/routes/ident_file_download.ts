/**
 * GET /order/ident_file_download?order_id&file_id: a file's bytes, only through the API (never a
 * public path), to the order's payer (session) or to a holder of a signed link (expires + sig from
 * ident_file_link); staff read files through the console (/api/ops/document_download), never here.
 * Sent as an attachment with the type sniffed at upload and X-Content-Type-Options: nosniff, so a
 * browser never runs it as something else. Anything else (another payer's file, a tampered or
 * expired link) gets the envelope's refusal and no byte.
 */
import { STATUS } from '@edupay/forms/contract';
import type { FastifyInstance } from 'fastify';
import { checkDocumentLink } from '../../../domain/document-link';
import { BusinessError } from '../../../http/business-error';
import { requireOwner } from '../../orders/owner';
import { ownedOrder } from '../../orders/repo';
import { documentOfOrder, type DocumentRow } from '../repo';
import { downloadQuery, downloadResponse } from '../schemas';
import { downloadName } from '../service';
import { typed } from '../../../http/typed-routes';

export async function identFileDownloadRoute(app: FastifyInstance) {
  const api = typed(app);
  const ctx = app.ctx;
  api.get(
    '/ident_file_download',
    { schema: { tags: ['order'], summary: "A file's bytes (payer or signed link)", querystring: downloadQuery, response: downloadResponse } },
    async (request, reply) => {
      const { order_id: orderId, file_id: fileId, expires, sig } = request.query;
      const notFound = () => new BusinessError(STATUS.NOT_FOUND, 'documentNotFound', {}, { field: 'file_id' });
      let document: DocumentRow | null;
      if (expires !== undefined || sig !== undefined) {
        const verdict = checkDocumentLink(ctx.secret, { fileId, orderId, expires: expires ?? '', sig: sig ?? '' }, ctx.now());
        if (verdict !== 'valid') throw new BusinessError(STATUS.EXPIRED, 'downloadLinkInvalid');
        document = await documentOfOrder(ctx.db, orderId, fileId);
      } else {
        const owner = await requireOwner(request);
        const order = await ownedOrder(ctx.db, owner, orderId);
        document = order ? await documentOfOrder(ctx.db, order.id, fileId) : null;
      }
      const stored = document ? await ctx.storage.get(document.storageKey) : null;
      if (!document || !stored) throw notFound();
      return reply
        .type(document.contentType)
        .header('content-disposition', `attachment; filename="${downloadName(document)}"`)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(stored.bytes);
    },
  );
}
