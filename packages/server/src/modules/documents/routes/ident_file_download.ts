/**
 * GET /order/ident_file_download?order_id&file_id: a file's bytes, only through the API (never a
 * public path), to the order's payer (session) or to a holder of a signed link (expires + sig from
 * ident_file_link); staff read files through the console (/api/ops/document_download), never here.
 * Sent as an attachment with the type sniffed at upload and X-Content-Type-Options: nosniff, so a
 * browser never runs it as something else. Anything else (another payer's file, a tampered or
 * expired link) gets the envelope's refusal and no byte.
 */
import type { FastifyInstance } from 'fastify';
import { requireOwner } from '../../orders/owner';
import { downloadQuery, downloadResponse } from '../schemas';
import { downloadName, linkedFile, ownedFile } from '../service';
import { typed } from '../../../http/typed-routes';

export async function identFileDownloadRoute(app: FastifyInstance) {
  const api = typed(app);
  const ctx = app.ctx;
  api.get(
    '/ident_file_download',
    { schema: { tags: ['order'], summary: "A file's bytes (payer or signed link)", querystring: downloadQuery, response: downloadResponse } },
    async (request, reply) => {
      const { order_id: orderId, file_id: fileId, expires, sig } = request.query;
      const { document, bytes } =
        expires !== undefined || sig !== undefined
          ? await linkedFile(ctx, { fileId, orderId, expires: expires ?? '', sig: sig ?? '' })
          : await ownedFile(ctx, await requireOwner(request), orderId, fileId);
      return reply
        .type(document.contentType)
        .header('content-disposition', `attachment; filename="${downloadName(document)}"`)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(bytes);
    },
  );
}
