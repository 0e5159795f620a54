/**
 * Proving a contact so it becomes a login (issue 11, item 1):
 * - GET /user/confirm_email?proof=..&key=..: the link e-mailed after registration; answers a redirect
 *   to the app (/?email_confirmed=1, or 0 when the link is invalid or the address taken).
 * - POST /user/verify_contact (user centre), either { proof, key } from that link, or
 *   { tel_code, phone, phone_captcha } after GET|POST /user/send_verification sent the code:
 *   the phone becomes the account's login phone. 331 / 332 when another account proved it first.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { users } from '../../../db/schema';
import { proveEmail } from '../email-proofs';
import { isUniqueViolation } from '../registration';
import { phoneKey, sessionUser } from '../users';
import { consumeCode } from '../verification-codes';
import { BusinessError } from '../../../http/business-error';
import { envelope } from '../../../http/envelope';
import { EMPTY, envelopeResponse } from '../../../http/response-schemas';
import { object, str } from '../../../http/schemas';
import { STATUS } from '@edupay/forms/contract';
import { validateSmsLogin } from '../../../validation';

type Body = { proof?: string; key?: string; tel_code?: string; phone?: string; phone_captcha?: string };
type Link = { proof?: string; key?: string };

const linkSchema = object({ proof: str(64), key: str(128) }, ['proof', 'key']);

export async function verifyContactRoutes(app: FastifyInstance) {
  const ctx = app.ctx;

  const proveLink = async (link: Link) => {
    const outcome = await proveEmail(ctx, { id: link.proof ?? '', oid: link.key ?? '' });
    if (outcome === 'invalid') throw new BusinessError(STATUS.EXPIRED, 'emailProofInvalid');
    if (outcome === 'taken') throw new BusinessError(STATUS.EMAIL_REGISTERED, 'emailRegistered');
  };

  const provePhone = async (request: FastifyRequest, body: Body) => {
    const user = await sessionUser(ctx, request.session?.userId);
    if (!user) throw new BusinessError(STATUS.NEED_LOGIN, 'needLogin');
    const input = validateSmsLogin(body, request.locale);
    const key = phoneKey(input.tel_code, input.phone);
    if (!(await consumeCode(ctx, 'login', key, input.phone_captcha))) throw new BusinessError(STATUS.CODE_WRONG, 'codeWrong');
    try {
      await ctx.db.update(users).set({ phoneE164: key, telCode: input.tel_code, phone: input.phone }).where(eq(users.id, user.id));
    } catch (error) {
      if (isUniqueViolation(error)) throw new BusinessError(STATUS.PHONE_REGISTERED, 'phoneRegistered');
      throw error;
    }
  };

  app.get<{ Querystring: Link }>(
    '/confirm_email',
    // A link opened from a mailbox, not a call of the client: kept out of the OpenAPI document.
    { schema: { hide: true, tags: ['user'], summary: 'Open the e-mailed confirmation link (redirects to the app)', querystring: linkSchema } },
    async (request, reply) => {
      let confirmed = 1;
      try {
        await proveLink(request.query);
      } catch (error) {
        if (!(error instanceof BusinessError)) throw error;
        confirmed = 0;
      }
      return reply.redirect(`/?email_confirmed=${confirmed}`, 303);
    },
  );

  app.post<{ Body: Body }>(
    '/verify_contact',
    {
      schema: {
        tags: ['user'],
        summary: 'Prove an e-mail (link proof, key) or a phone (SMS code) so it becomes a login',
        response: envelopeResponse(EMPTY),
        body: object({ proof: str(64), key: str(128), tel_code: str(8), phone: str(20), phone_captcha: str(10) }),
      },
    },
    async (request) => {
      const body = request.body;
      if (body.proof !== undefined || body.key !== undefined) await proveLink(body);
      else await provePhone(request, body);
      return envelope(request, STATUS.OK, 'contactVerified');
    },
  );
}
