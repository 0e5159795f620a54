/**
 * POST /order/batch_pay_url_invalid (spec 001 section 7): a partner's server withdraws the entry
 * links of some of its orders (a booking cancelled, a price changed): links made before stop working
 * at once (the orders' link version goes up); a later create of the same reference hands out new ones.
 * Signed with the partner's secret like every partner call; the partner is named in the body.
 */
import { STATUS } from '@edupay/forms/contract';
import type { FastifyInstance } from 'fastify';
import { SIGNATURE_HEADER } from '../../../domain/callback-signature';
import { envelope } from '../../../http/envelope';
import { typed } from '../../../http/typed-routes';
import { invalidateBody, invalidateResponse, SIGNATURE_DOC } from '../schemas';
import { invalidatePartnerLinks } from '../service';
import { keepRawJson, signedBy, signingPartner } from '../signed-body';

export async function batchPayUrlInvalidRoute(app: FastifyInstance) {
  const api = typed(app);
  keepRawJson(app);
  api.post(
    '/batch_pay_url_invalid',
    {
      schema: {
        tags: ['partner'],
        summary: "A partner's server invalidates the entry links of its orders (signed)",
        headers: { type: 'object', properties: { [SIGNATURE_HEADER]: SIGNATURE_DOC } },
        body: invalidateBody,
        response: invalidateResponse,
      },
      preValidation: signedBy((request) => {
        const body = request.body as { partner?: unknown } | null;
        return body && typeof body === 'object' && typeof body.partner === 'string' ? body.partner : '';
      }),
    },
    async (request) => envelope(request, STATUS.OK, 'partnerLinksInvalidated', await invalidatePartnerLinks(app.ctx, signingPartner(request), request.body.references)),
  );
}
