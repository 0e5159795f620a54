/**
 * POST /order/ident_files_upload (multipart/form-data: order_id, slot, file): one file into one slot
 * of the caller's order, checked by its bytes before it is stored; answers the stored file's
 * file_id. `past_file_id` in place of `file` copies a file of the payer's earlier order.
 */
import { STATUS } from '@edupay/forms/contract';
import type { FastifyInstance } from 'fastify';
import { envelope } from '../../../http/envelope';
import { requireOwner } from '../../orders/owner';
import { receivedFile } from '../multipart';
import { uploadBody, uploadResponse } from '../schemas';
import { fileView, uploadDocument } from '../service';
import { typed } from '../../../http/typed-routes';

export async function identFilesUploadRoute(app: FastifyInstance) {
  const api = typed(app);
  const ctx = app.ctx;
  api.post(
    '/ident_files_upload',
    {
      schema: { tags: ['order'], summary: 'Upload one file into a document slot of an order', consumes: ['multipart/form-data'], body: uploadBody, response: uploadResponse },
    },
    async (request) => {
      const owner = await requireOwner(request);
      const body = request.body;
      const document = await uploadDocument(
        ctx,
        owner,
        { orderId: body.order_id, slot: body.slot, file: receivedFile(request), pastFileId: body.past_file_id ? body.past_file_id : null },
        request.locale,
      );
      return envelope(request, STATUS.OK, 'uploaded', fileView(document));
    },
  );
}
