/** POST /ops/reveal_identity { order_id, field }: one identity number in clear; the reading is in the audit log. */
import { STATUS } from '@edupay/forms/contract';
import type { FastifyInstance } from 'fastify';
import { envelope } from '../../../http/envelope';
import { revealBody, revealResponse } from '../schemas';
import { revealIdentity } from '../service';
import { requireStaff, signedInStaff } from '../staff-sessions';
import { typed } from '../../../http/typed-routes';

export async function revealIdentityRoute(app: FastifyInstance) {
  const api = typed(app);
  api.post(
    '/reveal_identity',
    {
      schema: {
        tags: ['ops'],
        summary: 'Reveal one identity number of an order (logged)',
        body: revealBody,
        response: revealResponse,
      },
      preValidation: requireStaff('reveal_identity'),
    },
    async (request) => {
      const { order_id: orderId, field } = request.body;
      const value = await revealIdentity(app.ctx, signedInStaff(request), orderId, field, request.ip);
      return envelope(request, STATUS.OK, 'ok', { field, value });
    },
  );
}
