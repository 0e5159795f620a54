/**
 * GET|POST /user/verification_email { email }: is the address free? 332 when registered
 * (spec 000 section 4); when free, the session remembers it for /user/register.
 */
import { STATUS } from '@edupay/forms/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { envelope } from '../../../http/envelope';
import { ensureSession } from '../../../http/request-context';
import { emailBody as schema, verificationEmailResponse as response } from '../schemas';
import { claimFreeEmail } from '../service/contacts';
import { typed, type Payload } from '../../../http/typed-routes';

export async function verificationEmailRoutes(app: FastifyInstance) {
  const api = typed(app);
  const handler = async (request: FastifyRequest, reply: FastifyReply, payload: Payload<typeof schema>) => {
    const email = await claimFreeEmail(app.ctx, payload, {
      ip: request.ip,
      locale: request.locale,
      sessionId: async () => (await ensureSession(request, reply)).id,
    });
    return envelope(request, STATUS.OK, 'emailAvailable', { email });
  };
  const summary = 'Check whether an e-mail address can be registered';
  api.get('/verification_email', { schema: { tags: ['user'], summary, querystring: schema, response } }, (r, p) =>
    handler(r, p, r.query),
  );
  api.post('/verification_email', { schema: { tags: ['user'], summary, body: schema, response } }, (r, p) => handler(r, p, r.body));
}
