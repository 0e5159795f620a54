/** POST /other/change_lang { lang }: sets the language cookie; the client then reloads to /. */
import type { FastifyInstance } from 'fastify';
import { resolveLocale } from '@edupay/forms';
import { STATUS } from '@edupay/forms/contract';
import { envelope } from '../../../http/envelope';
import { LANGUAGE_COOKIE, siteCookie } from '../../../http/request-context';
import { typed } from '../../../http/typed-routes';
import { changeLangBody, changeLangResponse } from '../schemas';

export async function changeLangRoutes(app: FastifyInstance) {
  const api = typed(app);
  api.post(
    '/change_lang',
    { schema: { tags: ['other'], summary: 'Change the interface language', response: changeLangResponse, body: changeLangBody } },
    async (request, reply) => {
      const locale = resolveLocale(request.body.lang);
      reply.setCookie(LANGUAGE_COOKIE, locale, siteCookie(365 * 86_400));
      request.locale = locale;
      return envelope(request, STATUS.OK, 'langChanged', { language: locale });
    },
  );
}
