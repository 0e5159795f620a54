/**
 * POST /other/change_location { country }: the site's country variant for this session
 * (the spec does not show the payload; `country` is the value of change_country_list).
 */
import type { FastifyInstance } from 'fastify';
import { STATUS } from '@edupay/forms/contract';
import { envelope } from '../../../http/envelope';
import { ensureSession, siteCookie } from '../../../http/request-context';
import { typed } from '../../../http/typed-routes';
import { changeLocationBody, changeLocationResponse } from '../schemas';
import { changeLocation } from '../service';

export async function changeLocationRoutes(app: FastifyInstance) {
  const api = typed(app);
  api.post(
    '/change_location',
    { schema: { tags: ['other'], summary: 'Change the country variant', response: changeLocationResponse, body: changeLocationBody } },
    async (request, reply) => {
      const changed = await changeLocation(app.ctx, request.locale, () => ensureSession(request, reply), request.body.country);
      reply.setCookie('country', changed.country, siteCookie(365 * 86_400));
      return envelope(request, STATUS.OK, 'locationChanged', changed);
    },
  );
}
