/**
 * Forgot password (spec 000 sections 4 and 7):
 * - POST /user/phone_verification_password { tel_code, phone, phone_captcha } -> data { id, oid, t }
 *   (after GET|POST /user/send_verification_password sent the code);
 * - POST /user/email_verification_password { email, img_captcha } -> e-mails the link
 *   /?type=reset_password&oid=..&id=..&t=.. (60 s between e-mails to one address);
 * - POST /user/reset_pwd { id, oid, t, new_password, confirm_password }.
 */
import type { FastifyInstance } from 'fastify';
import { spendImageCaptcha } from '../captchas';
import { accountLockKey } from '../login-guard';
import { createReset, resetLink, resetPassword } from '../password-resets';
import { claimSendSlot, clearLoginFailures, spendAllowance } from '../../../plugins/rate-limits';
import { phoneKey, userByEmail, userById, userByPhone } from '../users';
import { consumeCode } from '../verification-codes';
import { BusinessError } from '../../../http/business-error';
import { envelope } from '../../../http/envelope';
import { EMPTY, envelopeResponse, int, shape, text } from '../../../http/response-schemas';
import { ensureSession } from '../../../http/request-context';
import { object, str } from '../../../http/schemas';
import { t } from '../../../messages';
import { STATUS } from '@edupay/forms/contract';
import { validateNewPassword, validateResetEmail, validateSmsLogin } from '../../../validation';

const TICKET = shape({ id: text('Reset id'), oid: text('Reset secret'), t: int('Expiry, unix seconds') }, 'The reset ticket for /user/reset_pwd');

export async function resetPasswordRoutes(app: FastifyInstance) {
  const ctx = app.ctx;

  app.post<{ Body: { tel_code?: string; phone?: string; phone_captcha?: string } }>(
    '/phone_verification_password',
    {
      schema: {
        tags: ['user'],
        summary: 'Verify the SMS reset code; answers id, oid, t',
        response: envelopeResponse(TICKET),
        body: object({ tel_code: str(8), phone: str(20), phone_captcha: str(10) }, ['tel_code', 'phone', 'phone_captcha']),
      },
    },
    async (request) => {
      const input = validateSmsLogin(request.body, request.locale);
      await spendAllowance(ctx, 'lookup', request.ip, ctx.limits.lookupsPerIpPerHour);
      const key = phoneKey(input.tel_code, input.phone);
      if (!(await consumeCode(ctx, 'reset', key, input.phone_captcha))) throw new BusinessError(STATUS.CODE_WRONG, 'codeWrong');
      const user = await userByPhone(ctx.db, key);
      if (!user) throw new BusinessError(STATUS.NOT_FOUND, 'accountNotFound');
      const ticket = await createReset(ctx, user.id);
      return envelope(request, STATUS.OK, 'resetVerified', ticket);
    },
  );

  app.post<{ Body: { email?: string; img_captcha?: string } }>(
    '/email_verification_password',
    {
      schema: {
        tags: ['user'],
        summary: 'E-mail a password reset link (image captcha required)',
        response: envelopeResponse(shape({ countdown: int('Seconds before another e-mail may be sent') })),
        body: object({ email: str(254), img_captcha: str(8) }, ['email', 'img_captcha']),
      },
    },
    async (request, reply) => {
      const input = validateResetEmail(request.body, request.locale);
      await spendAllowance(ctx, 'lookup', request.ip, ctx.limits.lookupsPerIpPerHour);
      const session = await ensureSession(request, reply);
      if (!(await spendImageCaptcha(ctx, session.id, input.img_captcha))) throw new BusinessError(STATUS.IMAGE_CAPTCHA_WRONG, 'imageCaptchaWrong');
      const email = input.email.toLowerCase();
      const user = await userByEmail(ctx.db, email);
      if (!user?.email) throw new BusinessError(STATUS.NOT_FOUND, 'accountNotFound');
      const wait = await claimSendSlot(ctx, `mail:${email}`, ctx.limits.smsIntervalSeconds);
      if (wait > 0) throw new BusinessError(STATUS.TOO_FREQUENT, 'smsTooFrequent', { seconds: wait }, { wait });
      // The reset ticket and its e-mail commit together; the job queue sends (and retries) the mail.
      const to = user.email;
      await ctx.jobs.transaction(async (tx, enqueue) => {
        const ticket = await createReset({ ...ctx, db: tx }, user.id);
        const link = resetLink(ctx.config.publicUrl, ticket);
        await enqueue('email', {
          to,
          subject: t(request.locale, 'resetEmailSubject'),
          text: t(request.locale, 'resetEmailBody', { link, minutes: Math.round(ctx.limits.resetTtlSeconds / 60) }),
        });
      });
      return envelope(request, STATUS.OK, 'emailSent', { countdown: ctx.limits.smsIntervalSeconds });
    },
  );

  app.post<{ Body: { id?: string; oid?: string; t?: string | number; new_password?: string; confirm_password?: string } }>(
    '/reset_pwd',
    {
      schema: {
        tags: ['user'],
        summary: 'Set a new password with a reset ticket',
        response: envelopeResponse(EMPTY),
        body: object(
          { id: str(64), oid: str(128), t: { type: ['string', 'integer'] }, new_password: str(128), confirm_password: str(128) },
          ['id', 'oid', 't', 'new_password', 'confirm_password'],
        ),
      },
    },
    async (request) => {
      const { new_password } = validateNewPassword(request.body, request.locale);
      const { id = '', oid = '', t: expiry = '' } = request.body;
      const userId = await resetPassword(ctx, { id, oid, t: String(expiry) }, new_password, request.session?.id);
      if (!userId) throw new BusinessError(STATUS.EXPIRED, 'resetLinkInvalid');
      // The owner proved control of the phone or mailbox: lift a lock from failed logins.
      const user = await userById(ctx.db, userId);
      if (user) await clearLoginFailures(ctx, accountLockKey(user.id));
      return envelope(request, STATUS.OK, 'passwordReset');
    },
  );
}
