/** POST /order/payee_address_vali { address, type }: a payee's street address; a PO Box is refused with the form's message. */
import type { FastifyInstance } from 'fastify';
import { STATUS } from '@edupay/forms/contract';
import { envelope } from '../../../http/envelope';
import { payeeAddressBody, payeeAddressResponse, type AddressBody } from '../schemas';
import { payeeAddressVali } from '../service';

export async function payeeAddressValiRoutes(app: FastifyInstance) {
  app.post<{ Body: AddressBody }>(
    '/payee_address_vali',
    { schema: { tags: ['order'], summary: 'Check a payee address (no PO Box)', body: payeeAddressBody, response: payeeAddressResponse } },
    async (request) => envelope(request, STATUS.OK, 'addressAccepted', payeeAddressVali(request.locale, request.body.address, request.body.type)),
  );
}
