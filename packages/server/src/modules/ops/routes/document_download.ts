/**
 * GET /ops/document_download?order_id&file_id: a file of an order the caller may see, served like
 * the payer's download (attachment, sniffed type, nosniff, no-store). Each reading is audited.
 */
import type { FastifyInstance } from 'fastify';
import { downloadName } from '../../documents/service';
import { documentQuery, documentResponse } from '../schemas';
import { readOrderDocument } from '../service';
import { requireStaff, signedInStaff } from '../staff-sessions';
import { typed } from '../../../http/typed-routes';

export async function documentDownloadRoute(app: FastifyInstance) {
  const api = typed(app);
  const ctx = app.ctx;
  api.get(
    '/document_download',
    {
      schema: {
        tags: ['ops'],
        summary: 'A file of an order (staff; logged)',
        querystring: documentQuery,
        response: documentResponse,
      },
      preValidation: requireStaff('read_orders'),
    },
    async (request, reply) => {
      const { document, bytes } = await readOrderDocument(ctx, signedInStaff(request), request.query.order_id, request.query.file_id, request.ip);
      return reply
        .type(document.contentType)
        .header('content-disposition', `attachment; filename="${downloadName(document)}"`)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(bytes);
    },
  );
}
