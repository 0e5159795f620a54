/**
 * GET|POST /user/send_verification { tel_code, phone }: the SMS login code.
 * GET|POST /user/send_verification_password { tel_code, phone }: the SMS reset code (registered phones only).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { spendAllowance } from '../../../plugins/rate-limits';
import { sendSmsCode } from '../sms-sending';
import { phoneKey, userByPhone } from '../users';
import { BusinessError } from '../../../http/business-error';
import { envelope } from '../../../http/envelope';
import { envelopeResponse, int, shape } from '../../../http/response-schemas';
import { object, str } from '../../../http/schemas';
import { STATUS } from '@edupay/forms/contract';
import { validatePhone } from '../../../validation';

type Payload = { tel_code?: string; phone?: string };
const schema = object({ tel_code: str(8), phone: str(20) }, ['tel_code', 'phone']);
// Refusals: 409 with data.wait (seconds) within 60 s, 371 when the slider captcha is needed first.
const response = envelopeResponse(shape({ countdown: int('Seconds before another code may be sent') }));

export async function sendVerificationRoutes(app: FastifyInstance) {
  const send = (purpose: 'login' | 'reset') => async (request: FastifyRequest, payload: Payload) => {
    const input = validatePhone(payload, request.locale);
    const key = phoneKey(input.tel_code, input.phone);
    // A reset code answers 404 for an unknown phone: a budget per address against enumeration.
    if (purpose === 'reset') await spendAllowance(app.ctx, 'lookup', request.ip, app.ctx.limits.lookupsPerIpPerHour);
    if (purpose === 'reset' && !(await userByPhone(app.ctx.db, key))) throw new BusinessError(STATUS.NOT_FOUND, 'accountNotFound');
    await sendSmsCode(app.ctx, { purpose, phoneKey: key, ip: request.ip, locale: request.locale });
    return envelope(request, STATUS.OK, 'smsSent', { countdown: app.ctx.limits.smsIntervalSeconds });
  };
  for (const [path, purpose] of [
    ['/send_verification', 'login'],
    ['/send_verification_password', 'reset'],
  ] as const) {
    const handler = send(purpose);
    const summary = purpose === 'login' ? 'Send the SMS login code' : 'Send the SMS password-reset code';
    app.get<{ Querystring: Payload }>(path, { schema: { tags: ['user'], summary, querystring: schema, response } }, (r) => handler(r, r.query));
    app.post<{ Body: Payload }>(path, { schema: { tags: ['user'], summary, body: schema, response } }, (r) => handler(r, r.body));
  }
}
