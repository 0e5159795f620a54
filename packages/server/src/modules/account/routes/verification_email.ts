/**
 * GET|POST /user/verification_email { email }: is the address free? 332 when registered
 * (spec 000 section 4); when free, the session remembers it for /user/register.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { spendAllowance } from '../../../plugins/rate-limits';
import { updateSession } from '../../../plugins/sessions';
import { userByEmail } from '../users';
import { BusinessError } from '../../../http/business-error';
import { envelope } from '../../../http/envelope';
import { envelopeResponse, shape, text } from '../../../http/response-schemas';
import { ensureSession } from '../../../http/request-context';
import { object, str } from '../../../http/schemas';
import { STATUS } from '@edupay/forms/contract';
import { validateEmail } from '../../../validation';

type Payload = { email?: string };

export async function verificationEmailRoutes(app: FastifyInstance) {
  const handler = async (request: FastifyRequest, reply: FastifyReply, payload: Payload) => {
    const { email } = validateEmail(payload, request.locale);
    // Whether an address is registered is an answer worth enumerating: a budget per address.
    await spendAllowance(app.ctx, 'lookup', request.ip, app.ctx.limits.lookupsPerIpPerHour);
    if (await userByEmail(app.ctx.db, email)) throw new BusinessError(STATUS.EMAIL_REGISTERED, 'emailRegistered', {}, { email });
    const session = await ensureSession(request, reply);
    await updateSession(app.ctx, session.id, { pendingEmail: email.toLowerCase() });
    return envelope(request, STATUS.OK, 'emailAvailable', { email });
  };
  const schema = object({ email: str(254) }, ['email']);
  const summary = 'Check whether an e-mail address can be registered';
  // 332 (a refusal, data.email) when the address is already registered.
  const response = envelopeResponse(shape({ email: text('The address, free to register') }));
  app.get<{ Querystring: Payload }>('/verification_email', { schema: { tags: ['user'], summary, querystring: schema, response } }, (r, p) =>
    handler(r, p, r.query),
  );
  app.post<{ Body: Payload }>('/verification_email', { schema: { tags: ['user'], summary, body: schema, response } }, (r, p) => handler(r, p, r.body));
}
