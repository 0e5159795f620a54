/** POST /other/change_lang { lang }: sets the language cookie; the client then reloads to /. */
import type { FastifyInstance } from 'fastify';
import { resolveLocale } from '@edupay/forms';
import { envelope } from '../../../http/envelope';
import { envelopeResponse, shape } from '../../../http/response-schemas';
import { LANGUAGE_COOKIE } from '../../../http/request-context';
import { object } from '../../../http/schemas';
import { STATUS } from '@edupay/forms/contract';

export async function changeLangRoutes(app: FastifyInstance) {
  app.post<{ Body: { lang: string } }>(
    '/change_lang',
    {
      schema: {
        tags: ['other'],
        summary: 'Change the interface language',
        response: envelopeResponse(shape({ language: { type: 'string', enum: ['en', 'zh-CN', 'zh-TW'], description: 'The language now set' } })),
        body: object({ lang: { type: 'string', enum: ['zh', 'zh-CN', 'zh_CN', 'en', 'zh-TW', 'zh_TW', 'zh-HK'] } }, ['lang']),
      },
    },
    async (request, reply) => {
      const locale = resolveLocale(request.body.lang);
      reply.setCookie(LANGUAGE_COOKIE, locale, { path: '/', sameSite: 'lax', maxAge: 365 * 86_400 });
      request.locale = locale;
      return envelope(request, STATUS.OK, 'langChanged', { language: locale });
    },
  );
}
