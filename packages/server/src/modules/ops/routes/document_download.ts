/**
 * GET /ops/document_download?order_id&file_id: a file of an order the caller may see, served like
 * the payer's download (attachment, sniffed type, nosniff, no-store). Each reading is audited.
 */
import { STATUS } from '@edupay/forms/contract';
import type { FastifyInstance } from 'fastify';
import { BusinessError } from '../../../http/business-error';
import { documentOfOrder } from '../../documents/repo';
import { downloadName } from '../../documents/service';
import { writeAudit } from '../audit';
import { visibleOrder } from '../repo';
import { documentQuery, documentResponse } from '../schemas';
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
      const caller = signedInStaff(request);
      const order = await visibleOrder(ctx.db, caller, request.query.order_id);
      const document = order ? await documentOfOrder(ctx.db, order.id, request.query.file_id) : null;
      const stored = document ? await ctx.storage.get(document.storageKey) : null;
      if (!document || !stored) throw new BusinessError(STATUS.NOT_FOUND, 'documentNotFound', {}, { field: 'file_id' });
      await writeAudit(ctx.db, {
        staffId: caller.staffId,
        action: 'document.read',
        targetType: 'document',
        targetId: document.id,
        after: { order_id: document.orderId, slot: document.slot },
        ip: request.ip,
        at: ctx.now(),
      });
      return reply
        .type(document.contentType)
        .header('content-disposition', `attachment; filename="${downloadName(document)}"`)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(stored.bytes);
    },
  );
}
