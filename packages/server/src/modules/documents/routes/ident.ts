/**
 * GET and POST /order/ident (spec 001 section 7): the order's requirements before payment (required
 * slots, the rent contract's signature, the payer's face verification) with what is missing; POST
 * records the placement stage's "documents submitted" step, refused while documents or the
 * signature are missing (ident.ts in the module).
 */
import { STATUS } from '@edupay/forms/contract';
import type { FastifyInstance } from 'fastify';
import { envelope } from '../../../http/envelope';
import { typed } from '../../../http/typed-routes';
import { requireOwner } from '../../orders/owner';
import { identStatus, submitDocuments } from '../ident';
import { identBody, identFilesQuery, identResponse } from '../schemas';

export async function identRoute(app: FastifyInstance) {
  const api = typed(app);
  const ctx = app.ctx;
  api.get(
    '/ident',
    { schema: { tags: ['order'], summary: 'What an order needs before payment and what is missing', querystring: identFilesQuery, response: identResponse } },
    async (request) => envelope(request, STATUS.OK, 'ok', await identStatus(ctx, await requireOwner(request), request.query.order_id)),
  );
  api.post(
    '/ident',
    { schema: { tags: ['order'], summary: 'Submit an order’s documents (refused while some are missing)', body: identBody, response: identResponse } },
    async (request) => envelope(request, STATUS.OK, 'documentsSubmitted', await submitDocuments(ctx, await requireOwner(request), request.body.order_id, request.locale)),
  );
}
