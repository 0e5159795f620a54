/**
 * GET and POST /order/identity_detail and /order/identity_payer_detail (spec 001 section 7): the
 * identity details of an order's student (names, ID type, ID and passport numbers, passport
 * address, date of birth) or payer (relationship, name, ID number, mobile, e-mail). Reading answers
 * the numbers masked; saving is the order's own correction (every order rule checked again, numbers
 * sealed at rest), limited to that person's identity fields, while the order can still change.
 */
import { STATUS } from '@edupay/forms/contract';
import type { FastifyInstance } from 'fastify';
import { envelope } from '../../../http/envelope';
import { typed } from '../../../http/typed-routes';
import { requireOwner } from '../../orders/owner';
import { identityDetailOf, saveIdentityDetail } from '../identity-detail';
import { identFilesQuery, identityDetailBody, identityDetailResponse, identityPayerDetailBody, identityPayerDetailResponse } from '../schemas';

export async function identityDetailRoute(app: FastifyInstance) {
  const api = typed(app);
  const ctx = app.ctx;
  api.get(
    '/identity_detail',
    { schema: { tags: ['order'], summary: 'The student’s identity details of an order (numbers masked)', querystring: identFilesQuery, response: identityDetailResponse } },
    async (request) => envelope(request, STATUS.OK, 'ok', await identityDetailOf(ctx, await requireOwner(request), request.query.order_id, 'student')),
  );
  api.post(
    '/identity_detail',
    { schema: { tags: ['order'], summary: 'Correct the student’s identity details of an order', body: identityDetailBody, response: identityDetailResponse } },
    async (request) => {
      const owner = await requireOwner(request);
      const { order_id: orderId, ...fields } = request.body;
      return envelope(request, STATUS.OK, 'identityDetailSaved', await saveIdentityDetail(ctx, owner, orderId, 'student', fields, request.locale));
    },
  );
  api.get(
    '/identity_payer_detail',
    { schema: { tags: ['order'], summary: 'The payer’s identity details of an order (numbers masked)', querystring: identFilesQuery, response: identityPayerDetailResponse } },
    async (request) => envelope(request, STATUS.OK, 'ok', await identityDetailOf(ctx, await requireOwner(request), request.query.order_id, 'payer')),
  );
  api.post(
    '/identity_payer_detail',
    { schema: { tags: ['order'], summary: 'Correct the payer’s identity details of an order', body: identityPayerDetailBody, response: identityPayerDetailResponse } },
    async (request) => {
      const owner = await requireOwner(request);
      const { order_id: orderId, ...fields } = request.body;
      return envelope(request, STATUS.OK, 'identityDetailSaved', await saveIdentityDetail(ctx, owner, orderId, 'payer', fields, request.locale));
    },
  );
}
