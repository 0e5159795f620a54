/**
 * GET /user/order_events?order_id (server-sent events): the order detail follows its order's status
 * live. Only the caller's own order (another payer's id answers 404 like an unknown one, before any
 * stream opens). The stream reads new order_events rows from the database, so a change made by any
 * instance (the ops console, a provider's callback, a job) reaches a browser connected to another;
 * it ends after `orderStreamSeconds` and the browser's EventSource comes back with Last-Event-ID,
 * from where it goes on. Each message: `id` = the event row's id, `event: status`, JSON data.
 */
import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { nextStepOf, stageOf } from '../../../domain/order-progress';
import { requireOwner } from '../owner';
import { orderDetailQuery, orderEventsResponse } from '../schemas';
import { callerOrder, orderEventsAfter, type OrderEventRow } from '../service/reads';
import { typed } from '../../../http/typed-routes';

const message = (e: OrderEventRow) =>
  `id: ${e.id}\nevent: status\ndata: ${JSON.stringify({ order_id: e.orderId, event: e.event, from: e.fromStatus ?? '', status: e.toStatus, stage: stageOf(e.toStatus), next_step: nextStepOf(e.toStatus), at: e.createdAt.toISOString() })}\n\n`;

export async function orderEventsRoute(app: FastifyInstance) {
  const api = typed(app);
  const ctx = app.ctx;
  api.get(
    '/order_events',
    {
      compress: false, // a compressor would hold the events back until it has a block
      schema: {
        tags: ['user'],
        summary: "The caller's order, live: a server-sent event per status change",
        querystring: orderDetailQuery,
        response: orderEventsResponse,
      },
    },
    async (request, reply) => {
      const owner = await requireOwner(request);
      const order = await callerOrder(ctx, owner, request.query.order_id ?? '');
      const resumeFrom = Number(request.headers['last-event-id']);
      let lastId = Number.isSafeInteger(resumeFrom) && resumeFrom > 0 ? resumeFrom : 0;
      const stream = new PassThrough();
      let open = true;
      const stop = () => {
        if (!open) return;
        open = false;
        clearInterval(timer);
        clearTimeout(end);
        stream.end();
      };
      const poll = async () => {
        const rows = await orderEventsAfter(ctx, order.id, lastId);
        for (const row of rows) {
          if (!open) return;
          stream.write(message(row));
          lastId = row.id;
        }
      };
      // First the order's history (or what came after Last-Event-ID), then what happens next.
      let busy = false;
      const timer = setInterval(() => {
        if (busy || !open) return;
        busy = true;
        poll()
          .catch(() => stop())
          .finally(() => (busy = false));
      }, ctx.limits.orderStreamPollMs);
      const end = setTimeout(stop, ctx.limits.orderStreamSeconds * 1000);
      request.raw.on('close', stop);
      stream.write(`retry: 3000\n\n`);
      await poll();
      reply.header('content-type', 'text/event-stream; charset=utf-8').header('cache-control', 'no-store').header('x-accel-buffering', 'no');
      return reply.send(stream);
    },
  );
}
