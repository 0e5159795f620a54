/** GET /ops/review_queue: orders awaiting review (oldest first) with their documents and any payee the payer entered, within the caller's payers. */
import { STATUS } from '@edupay/forms/contract';
import type { FastifyInstance } from 'fastify';
import { envelope } from '../../../http/envelope';
import { documentsOfOrder } from '../../documents/repo';
import { ordersInStatus } from '../repo';
import { queueResponse } from '../schemas';
import { requireStaff, signedInStaff } from '../staff-sessions';
import { documentView, enteredPayeeView, orderRow } from '../views';
import { typed } from '../../../http/typed-routes';

const QUEUE_LIMIT = 100;

export async function reviewQueueRoute(app: FastifyInstance) {
  const api = typed(app);
  api.get(
    '/review_queue',
    {
      schema: { tags: ['ops'], summary: 'Orders awaiting review, with their documents', response: queueResponse },
      preValidation: requireStaff('review'),
    },
    async (request) => {
      const orders = await ordersInStatus(app.ctx.db, signedInStaff(request), ['awaiting_review'], QUEUE_LIMIT);
      const list = [];
      for (const order of orders)
        list.push({ ...orderRow(order), entered_payee: enteredPayeeView(order), documents: (await documentsOfOrder(app.ctx.db, order.id)).map(documentView) });
      return envelope(request, STATUS.OK, 'ok', { list });
    },
  );
}
