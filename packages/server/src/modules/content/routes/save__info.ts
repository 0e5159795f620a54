/**
 * POST nuxt/save__info: a contact form message (/contact, /contactb). Validated with the form's
 * own rules, at most 5 per address per hour, stored and mailed to the service desk (CONTACT_INBOX;
 * the development outbox without SMTP).
 */
import type { ContactForm } from '@edupay/forms';
import type { FastifyInstance } from 'fastify';
import { ok } from '../answer';
import { ct, enquiryNames } from '../messages';
import { saveInfoBody, saveInfoResponse } from '../schemas';
import { saveContact } from '../service';
import { typed } from '../../../http/typed-routes';

export async function saveInfoRoute(app: FastifyInstance, options: { inbox: string }) {
  const api = typed(app);
  api.post(
    '/save__info',
    { schema: { tags: ['content'], summary: 'Send a contact form message (rate-limited)', body: saveInfoBody, response: saveInfoResponse } },
    async (request) => {
      const { form, ...values } = request.body;
      const saved = await saveContact(
        app.ctx,
        { form: form as ContactForm, values, locale: request.locale, ip: request.ip },
        options.inbox,
        (type) => enquiryNames.en[type] ?? type,
      );
      return ok(request, saved, ct(request.locale, 'contactSent'));
    },
  );
}
