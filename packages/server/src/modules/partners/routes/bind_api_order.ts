/**
 * POST /order/bind_api_order (not a call of the spec, which shows no fields for the partner flow: the
 * step /order_third needs): the logged-in payer takes the partner order of an entry link. Once taken
 * it is theirs (it shows in their user centre and /pay accepts it); taking it again is a no-op; an
 * order another payer took is refused without its details. Without a login: 402 (log in or register).
 */
import { STATUS } from '@edupay/forms/contract';
import type { FastifyInstance } from 'fastify';
import { envelope } from '../../../http/envelope';
import { typed } from '../../../http/typed-routes';
import { requireOwner } from '../../orders/owner';
import { bindBody, payInfoResponse } from '../schemas';
import { bindPartnerOrder } from '../service';

export async function bindApiOrderRoute(app: FastifyInstance) {
  const api = typed(app);
  const ctx = app.ctx;
  api.post(
    '/bind_api_order',
    { schema: { tags: ['partner'], summary: 'The logged-in payer takes the partner order of an entry link', body: bindBody, response: payInfoResponse } },
    async (request) => {
      const owner = await requireOwner(request);
      return envelope(request, STATUS.OK, 'partnerOrderBound', await bindPartnerOrder(ctx, request.body.token, owner, request.locale));
    },
  );
}
