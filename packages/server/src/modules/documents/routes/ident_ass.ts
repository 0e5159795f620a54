/**
 * GET and POST /order/ident_ass: identity collection for an order (spec 001 section 3): the student's
 * or the payer's name, ID number and mobile; refused when the name does not match the ID. Answers mask
 * the ID number and the phone.
 */
import { STATUS } from '@edupay/forms/contract';
import type { FastifyInstance } from 'fastify';
import { envelope } from '../../../http/envelope';
import { requireOwner } from '../../orders/owner';
import { collectIdentity, identitiesOf } from '../identity';
import { identAssBody, identAssListResponse, identAssResponse, identFilesQuery } from '../schemas';
import { typed } from '../../../http/typed-routes';

export async function identAssRoute(app: FastifyInstance) {
  const api = typed(app);
  const ctx = app.ctx;
  api.get(
    '/ident_ass',
    { schema: { tags: ['order'], summary: 'The identities collected for an order (masked)', querystring: identFilesQuery, response: identAssListResponse } },
    async (request) => envelope(request, STATUS.OK, 'ok', await identitiesOf(ctx, await requireOwner(request), request.query.order_id)),
  );
  api.post(
    '/ident_ass',
    { schema: { tags: ['order'], summary: 'Collect the student’s or the payer’s identity for an order', body: identAssBody, response: identAssResponse } },
    async (request) => {
      const owner = await requireOwner(request);
      const body = request.body;
      const saved = await collectIdentity(ctx, owner, { orderId: body.order_id, identity: body.identity, name: body.collector_name, idNumber: body.collector_id_number, phone: body.collector_phone }, request.locale);
      return envelope(request, STATUS.OK, 'identitySaved', saved);
    },
  );
}
