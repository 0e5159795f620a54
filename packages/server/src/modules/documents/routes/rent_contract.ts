/**
 * GET and POST /order/rent_contract: the rent contract of a rent order (spec 001 section 3: address,
 * room, start and end date, payment cycle, rent total; the span at most one year). The spec names
 * no call for it; the name is its vocabulary's. A refusal names its field; another payer's order
 * answers like an unknown one.
 */
import { STATUS } from '@edupay/forms/contract';
import type { FastifyInstance } from 'fastify';
import { typed } from '../../../http/typed-routes';
import { envelope } from '../../../http/envelope';
import { requireOwner } from '../../orders/owner';
import { rentContractOf, saveRentContract } from '../rent-contract';
import { identFilesQuery, rentContractBody, rentContractResponse } from '../schemas';

export async function rentContractRoute(app: FastifyInstance) {
  const api = typed(app);
  const ctx = app.ctx;
  api.get(
    '/rent_contract',
    { schema: { tags: ['order'], summary: 'The rent contract of a rent order', querystring: identFilesQuery, response: rentContractResponse } },
    async (request) => envelope(request, STATUS.OK, 'ok', await rentContractOf(ctx, await requireOwner(request), request.query.order_id)),
  );
  api.post(
    '/rent_contract',
    { schema: { tags: ['order'], summary: 'Give the rent contract of a rent order', body: rentContractBody, response: rentContractResponse } },
    async (request) => {
      const owner = await requireOwner(request);
      const { order_id: orderId, ...contract } = request.body;
      return envelope(request, STATUS.OK, 'rentContractSaved', await saveRentContract(ctx, owner, orderId, contract, request.locale));
    },
  );
}
