/**
 * Forgot password (spec 000 sections 4 and 7):
 * - POST /user/phone_verification_password { tel_code, phone, phone_captcha } -> data { id, oid, t }
 *   (after GET|POST /user/send_verification_password sent the code);
 * - POST /user/email_verification_password { email, img_captcha } -> e-mails the link
 *   /?type=reset_password&oid=..&id=..&t=.. (60 s between e-mails to one address);
 * - POST /user/reset_pwd { id, oid, t, new_password, confirm_password }.
 */
import { STATUS } from '@edupay/forms/contract';
import type { FastifyInstance } from 'fastify';
import { envelope } from '../../../http/envelope';
import { ensureSession } from '../../../http/request-context';
import { validateNewPassword, validateResetEmail, validateSmsLogin } from '../../../validation';
import { emptyResponse, resetEmailBody, resetEmailResponse, resetPwdBody, resetTicketResponse, smsCodeBody } from '../schemas';
import { emailResetLink, resetWithTicket, ticketForPhone } from '../service/password-resets';
import { typed } from '../../../http/typed-routes';

export async function resetPasswordRoutes(app: FastifyInstance) {
  const api = typed(app);
  const ctx = app.ctx;

  api.post(
    '/phone_verification_password',
    { schema: { tags: ['user'], summary: 'Verify the SMS reset code; answers id, oid, t', response: resetTicketResponse, body: smsCodeBody } },
    async (request) => {
      const input = validateSmsLogin(request.body, request.locale);
      return envelope(request, STATUS.OK, 'resetVerified', await ticketForPhone(ctx, input, request.ip));
    },
  );

  api.post(
    '/email_verification_password',
    { schema: { tags: ['user'], summary: 'E-mail a password reset link (image captcha required)', response: resetEmailResponse, body: resetEmailBody } },
    async (request, reply) => {
      const input = validateResetEmail(request.body, request.locale);
      await emailResetLink(ctx, input, { ip: request.ip, locale: request.locale, sessionId: async () => (await ensureSession(request, reply)).id });
      return envelope(request, STATUS.OK, 'emailSent', { countdown: ctx.limits.smsIntervalSeconds });
    },
  );

  api.post(
    '/reset_pwd',
    { schema: { tags: ['user'], summary: 'Set a new password with a reset ticket', response: emptyResponse, body: resetPwdBody } },
    async (request) => {
      const { new_password } = validateNewPassword(request.body, request.locale);
      const { id = '', oid = '', t: expiry = '' } = request.body;
      await resetWithTicket(ctx, { id, oid, t: String(expiry) }, new_password, request.session?.id);
      return envelope(request, STATUS.OK, 'passwordReset');
    },
  );
}
