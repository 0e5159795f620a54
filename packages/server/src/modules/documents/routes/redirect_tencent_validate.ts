/**
 * GET /order/redirect_tencent_validate?verification_id: where the face vendor's hosted page sends
 * the payer's browser back (spec 001 section 7 names it after the original vendor). Believes
 * nothing in the URL but the id: the verdict is asked of the vendor, then the browser goes to
 * /verify. A link opened by the vendor's page, not a call of the client: kept out of the OpenAPI
 * document, like confirm_email.
 */
import type { FastifyInstance } from 'fastify';
import { typed } from '../../../http/typed-routes';
import { returnFromVendor } from '../face';
import { faceReturnQuery } from '../schemas';

export async function redirectTencentValidateRoute(app: FastifyInstance) {
  const api = typed(app);
  const ctx = app.ctx;
  api.get(
    '/redirect_tencent_validate',
    { schema: { hide: true, tags: ['order'], summary: 'Back from the face vendor’s page (redirects to /verify)', querystring: faceReturnQuery } },
    async (request, reply) => reply.redirect(await returnFromVendor(ctx, request.query.verification_id), 303),
  );
}
