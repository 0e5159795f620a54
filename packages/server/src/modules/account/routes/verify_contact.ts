/**
 * Proving a contact so it becomes a login (issue 11, item 1):
 * - GET /user/confirm_email?proof=..&key=..: the link e-mailed after registration; answers a redirect
 *   to the app (/?email_confirmed=1, or 0 when the link is invalid or the address taken).
 * - POST /user/verify_contact (user centre), either { proof, key } from that link, or
 *   { tel_code, phone, phone_captcha } after GET|POST /user/send_verification sent the code:
 *   the phone becomes the account's login phone. 331 / 332 when another account proved it first.
 */
import { STATUS } from '@edupay/forms/contract';
import type { FastifyInstance } from 'fastify';
import { BusinessError } from '../../../http/business-error';
import { envelope } from '../../../http/envelope';
import { emailLinkQuery, emptyResponse, verifyContactBody } from '../schemas';
import { proveEmailLink, provePhone } from '../service/contacts';
import { typed } from '../../../http/typed-routes';

export async function verifyContactRoutes(app: FastifyInstance) {
  const api = typed(app);
  const ctx = app.ctx;

  api.get(
    '/confirm_email',
    // A link opened from a mailbox, not a call of the client: kept out of the OpenAPI document.
    { schema: { hide: true, tags: ['user'], summary: 'Open the e-mailed confirmation link (redirects to the app)', querystring: emailLinkQuery } },
    async (request, reply) => {
      let confirmed = 1;
      try {
        await proveEmailLink(ctx, request.query);
      } catch (error) {
        if (!(error instanceof BusinessError)) throw error;
        confirmed = 0;
      }
      return reply.redirect(`/?email_confirmed=${confirmed}`, 303);
    },
  );

  api.post(
    '/verify_contact',
    {
      schema: {
        tags: ['user'],
        summary: 'Prove an e-mail (link proof, key) or a phone (SMS code) so it becomes a login',
        response: emptyResponse,
        body: verifyContactBody,
      },
    },
    async (request) => {
      const body = request.body;
      if (body.proof !== undefined || body.key !== undefined) await proveEmailLink(ctx, body);
      else await provePhone(ctx, request.session?.userId, body, request.locale);
      return envelope(request, STATUS.OK, 'contactVerified');
    },
  );
}
