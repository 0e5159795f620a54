/**
 * GET|POST /user/send_verification { tel_code, phone }: the SMS login code.
 * GET|POST /user/send_verification_password { tel_code, phone }: the SMS reset code (registered phones only).
 */
import { STATUS } from '@edupay/forms/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { envelope } from '../../../http/envelope';
import { validatePhone } from '../../../validation';
import { phoneBody as schema, sendVerificationResponse as response } from '../schemas';
import { sendCodeToPhone } from '../service/sms-sending';
import { typed, type Payload } from '../../../http/typed-routes';

export async function sendVerificationRoutes(app: FastifyInstance) {
  const api = typed(app);
  const send = (purpose: 'login' | 'reset') => async (request: FastifyRequest, payload: Payload<typeof schema>) => {
    const input = validatePhone(payload, request.locale);
    await sendCodeToPhone(app.ctx, purpose, input, { ip: request.ip, locale: request.locale });
    return envelope(request, STATUS.OK, 'smsSent', { countdown: app.ctx.limits.smsIntervalSeconds });
  };
  for (const [path, purpose] of [
    ['/send_verification', 'login'],
    ['/send_verification_password', 'reset'],
  ] as const) {
    const handler = send(purpose);
    const summary = purpose === 'login' ? 'Send the SMS login code' : 'Send the SMS password-reset code';
    api.get(path, { schema: { tags: ['user'], summary, querystring: schema, response } }, (r) => handler(r, r.query));
    api.post(path, { schema: { tags: ['user'], summary, body: schema, response } }, (r) => handler(r, r.body));
  }
}
