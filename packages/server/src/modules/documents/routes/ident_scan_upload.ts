/**
 * POST /order/ident_scan_upload (multipart/form-data: upload_ticket, file): the phone's one file into the
 * ticket's order and slot, without a login, through the checks of ident_files_upload. Uses the ticket up.
 */
import { STATUS } from '@edupay/forms/contract';
import type { FastifyInstance } from 'fastify';
import { envelope } from '../../../http/envelope';
import { receivedFile } from '../multipart';
import { scanUploadBody, scanUploadResponse } from '../schemas';
import { uploadWithTicket } from '../tickets';
import { typed } from '../../../http/typed-routes';

export async function identScanUploadRoute(app: FastifyInstance) {
  const api = typed(app);
  const ctx = app.ctx;
  api.post(
    '/ident_scan_upload',
    {
      schema: { tags: ['order'], summary: 'Upload one file from a phone with a scan-to-upload ticket', consumes: ['multipart/form-data'], body: scanUploadBody, response: scanUploadResponse },
    },
    async (request) => envelope(request, STATUS.OK, 'uploaded', await uploadWithTicket(ctx, request.body.upload_ticket, receivedFile(request), request.locale)),
  );
}
