/**
 * GET nuxt/get_form?form=contact|contactb: the contact form's fields (names, required, bounds from
 * @edupay/forms' contactSchema) and its enquiry types in the request's language.
 */
import { CONTACT_MESSAGE_MAX, ENQUIRY_TYPES, type ContactForm } from '@edupay/forms';
import type { FastifyInstance } from 'fastify';
import { ok } from '../answer';
import { enquiryNames } from '../messages';
import { getFormQuery, getFormResponse } from '../schemas';
import { typed } from '../../../http/typed-routes';

/** /contactb is for institutions and partners: their enquiries first. */
const ORDER: Record<ContactForm, readonly (typeof ENQUIRY_TYPES)[number][]> = {
  contact: ENQUIRY_TYPES,
  contactb: ['institution', 'partnership', 'media', 'payment', 'other'],
};

export async function getFormRoute(app: FastifyInstance) {
  const api = typed(app);
  api.get(
    '/get_form',
    { schema: { tags: ['content'], summary: 'Contact form definition', querystring: getFormQuery, response: getFormResponse } },
    async (request) => {
      const form: ContactForm = request.query.form === 'contactb' ? 'contactb' : 'contact';
      const names = enquiryNames[request.locale];
      const options = ORDER[form].map((key) => ({ key, name: names[key] ?? key }));
      const field = (name: string, type: string, required: boolean, maxLength: number, choices: typeof options = []) => ({
        name,
        type,
        required,
        max_length: maxLength,
        options: choices,
      });
      return ok(request, {
        form,
        fields: [
          field('contact_name', 'text', true, 40),
          field('email', 'email', true, 254),
          field('phone', 'tel', false, 15),
          field('organisation', 'text', form === 'contactb', 100),
          field('enquiry_type', 'select', true, 40, options),
          field('message', 'textarea', true, CONTACT_MESSAGE_MAX),
        ],
        enquiry_types: options,
      });
    },
  );
}
