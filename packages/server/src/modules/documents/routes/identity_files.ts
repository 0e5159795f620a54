/**
 * POST /order/identity_files and /order/identity_payer_files (spec 001 section 7): the identity
 * documents of an order by slot, the student's (passport front and back, selfie holding it) or the
 * payer's (ID card front and back, kinship proof, household register), with their files and which
 * required ones are still missing. Uploading stays ident_files_upload's. Another payer's order
 * answers like an unknown one.
 */
import { STATUS } from '@edupay/forms/contract';
import type { FastifyInstance } from 'fastify';
import { envelope } from '../../../http/envelope';
import { typed } from '../../../http/typed-routes';
import { requireOwner } from '../../orders/owner';
import { identityFilesOf } from '../identity-detail';
import { identityFilesBody, identityFilesResponse } from '../schemas';

export async function identityFilesRoute(app: FastifyInstance) {
  const api = typed(app);
  const ctx = app.ctx;
  api.post(
    '/identity_files',
    { schema: { tags: ['order'], summary: 'The student’s identity documents of an order, by slot', body: identityFilesBody, response: identityFilesResponse } },
    async (request) => envelope(request, STATUS.OK, 'ok', await identityFilesOf(ctx, await requireOwner(request), request.body.order_id, 'student')),
  );
  api.post(
    '/identity_payer_files',
    { schema: { tags: ['order'], summary: 'The payer’s identity documents of an order, by slot', body: identityFilesBody, response: identityFilesResponse } },
    async (request) => envelope(request, STATUS.OK, 'ok', await identityFilesOf(ctx, await requireOwner(request), request.body.order_id, 'payer')),
  );
}
