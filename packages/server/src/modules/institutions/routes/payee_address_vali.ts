/** POST /order/payee_address_vali { address, type }: a payee's street address; a PO Box is refused with the form's message. */
import type { FastifyInstance } from 'fastify';
import { STATUS } from '@edupay/forms/contract';
import { envelope } from '../../../http/envelope';
import { payeeAddressBody, payeeAddressResponse } from '../schemas';
import { payeeAddressVali } from '../service';
import { typed } from '../../../http/typed-routes';

export async function payeeAddressValiRoutes(app: FastifyInstance) {
  const api = typed(app);
  api.post(
    '/payee_address_vali',
    { schema: { tags: ['order'], summary: 'Check a payee address (no PO Box)', body: payeeAddressBody, response: payeeAddressResponse } },
    async (request) => envelope(request, STATUS.OK, 'addressAccepted', payeeAddressVali(request.locale, request.body.address, request.body.type)),
  );
}
