/** POST /ops/order_advance { order_id, event }: staff stand in for the bank's reports (exchange, remitted, arrived). */
import { STATUS } from '@edupay/forms/contract';
import type { FastifyInstance } from 'fastify';
import { envelope } from '../../../http/envelope';
import { advanceBody, movedResponse } from '../schemas';
import { staffOrderEvent } from '../service';
import { requireStaff, signedInStaff } from '../staff-sessions';
import { typed } from '../../../http/typed-routes';

export async function orderAdvanceRoute(app: FastifyInstance) {
  const api = typed(app);
  api.post(
    '/order_advance',
    {
      schema: {
        tags: ['ops'],
        summary: "Advance an order's remittance or arrival (the bank's report)",
        body: advanceBody,
        response: movedResponse,
      },
      preValidation: requireStaff('advance'),
    },
    async (request) => {
      const { order_id: orderId, event, note } = request.body;
      return envelope(
        request,
        STATUS.OK,
        'ok',
        await staffOrderEvent(
          app.ctx,
          signedInStaff(request),
          orderId,
          event,
          note?.trim() || 'bank report',
          request.ip,
        ),
      );
    },
  );
}
