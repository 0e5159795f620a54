/**
 * POST /other/institution_request: "my school is not listed" from /not_institution (issue 14 item 2;
 * the spec offers the page but no call, so the name is ours). Stored, mailed to the service desk
 * (CONTACT_INBOX), at most 5 per network per hour; a logged-in payer's request carries their id.
 */
import { STATUS } from '@edupay/forms/contract';
import type { FastifyInstance } from 'fastify';
import { envelope } from '../../../http/envelope';
import { institutionRequestBody, institutionRequestResponse } from '../schemas';
import { requestInstitution } from '../service';
import { typed } from '../../../http/typed-routes';

export async function institutionRequestRoutes(app: FastifyInstance, options: { inbox: string }) {
  const api = typed(app);
  api.post(
    '/institution_request',
    {
      schema: {
        tags: ['other'],
        summary: 'Ask for a school that the search does not find (rate-limited)',
        body: institutionRequestBody,
        response: institutionRequestResponse,
      },
    },
    async (request) => {
      const saved = await requestInstitution(
        app.ctx,
        { values: request.body, source: 'not_institution', userId: request.session?.userId ?? undefined, locale: request.locale, ip: request.ip },
        options.inbox,
      );
      return envelope(request, STATUS.OK, 'institutionRequestSent', saved);
    },
  );
}
