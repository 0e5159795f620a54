/**
 * GET and POST /order/sign_info (spec 000 "Get/Post sign info": order_id, Base64, optional
 * sign_info_type): the payer signs a rent order's contract with the signature modal. GET answers
 * whether the contract as it is now is signed, and the signature image; POST stores a signature
 * (a PNG or JPEG checked like an upload, not blank) bound to the contract as saved. A signed
 * contract is not signed again; after an edit it needs a new signature (signature.ts).
 */
import { STATUS } from '@edupay/forms/contract';
import type { FastifyInstance } from 'fastify';
import { envelope } from '../../../http/envelope';
import { typed } from '../../../http/typed-routes';
import { requireOwner } from '../../orders/owner';
import { signContract, signInfo } from '../signature';
import { signInfoBody, signInfoQuery, signInfoResponse } from '../schemas';

/** A 2 MB image as base64 with its data-URL prefix and the JSON around it. */
const SIGNATURE_BODY_LIMIT = 3 * 1024 * 1024;

export async function signInfoRoute(app: FastifyInstance) {
  const api = typed(app);
  const ctx = app.ctx;
  api.get(
    '/sign_info',
    { schema: { tags: ['order'], summary: 'Whether an order’s rent contract is signed, with the signature', querystring: signInfoQuery, response: signInfoResponse } },
    async (request) => envelope(request, STATUS.OK, 'ok', await signInfo(ctx, await requireOwner(request), request.query.order_id)),
  );
  api.post(
    '/sign_info',
    { bodyLimit: SIGNATURE_BODY_LIMIT, schema: { tags: ['order'], summary: 'Sign an order’s rent contract (the signature image as base64)', body: signInfoBody, response: signInfoResponse } },
    async (request) => {
      const owner = await requireOwner(request);
      return envelope(request, STATUS.OK, 'contractSigned', await signContract(ctx, owner, request.body.order_id, request.body.Base64, request.locale));
    },
  );
}
