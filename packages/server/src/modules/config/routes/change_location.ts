/**
 * POST /other/change_location { country }: the site's country variant for this session
 * (the spec does not show the payload; `country` is the value of change_country_list).
 */
import type { FastifyInstance } from 'fastify';
import { CHANGE_COUNTRIES } from '../../../data/site';
import { updateSession } from '../../../plugins/sessions';
import { BusinessError } from '../../../http/business-error';
import { envelope } from '../../../http/envelope';
import { envelopeResponse, listOf, shape, text } from '../../../http/response-schemas';
import { ensureSession } from '../../../http/request-context';
import { object } from '../../../http/schemas';
import { fieldMessage } from '../../../messages/field-labels';
import { STATUS } from '@edupay/forms/contract';

export async function changeLocationRoutes(app: FastifyInstance) {
  app.post<{ Body: { country: string } }>(
    '/change_location',
    {
      schema: {
        tags: ['other'],
        summary: 'Change the country variant',
        response: envelopeResponse(shape({ country: text('The variant now set (alpha-3)'), languages: listOf(text(), 'Languages of this variant') })),
        body: object({ country: { type: 'string', minLength: 1, maxLength: 3 } }, ['country']),
      },
    },
    async (request, reply) => {
      const country = request.body.country.toUpperCase();
      const option = CHANGE_COUNTRIES.find((c) => c.value === country);
      if (!option) throw BusinessError.text(STATUS.INVALID, fieldMessage(request.locale, 'invalidInput', 'country'), { field: 'country' });
      const session = await ensureSession(request, reply);
      await updateSession(app.ctx, session.id, { country });
      reply.setCookie('country', country, { path: '/', sameSite: 'lax', maxAge: 365 * 86_400 });
      return envelope(request, STATUS.OK, 'locationChanged', { country, languages: option.langs });
    },
  );
}
