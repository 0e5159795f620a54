/**
 * GET /user/order_events?order_id (server-sent events): the order detail follows its order's status
 * live. Only the caller's own order (another payer's id answers 404 like an unknown one, before any
 * stream opens). A session holds at most `orderStreamsPerSession` streams and an address at most
 * `orderStreamsPerIp` (service/streams.ts; past them 409 and no stream). The streams of this process
 * are fed by one LISTEN (event-feed.ts): a change committed by any instance (the ops console, a
 * provider's callback, a job) reaches a browser connected to another, and an idle stream costs no
 * query. A stream ends after `orderStreamSeconds` and the browser's EventSource comes back with
 * Last-Event-ID, from where it goes on. Each message: `id` = the event row's id, `event: status`, JSON data.
 */
import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { nextStepOf, stageOf } from '../../../domain/order-progress';
import { OrderEventFeed } from '../event-feed';
import { requireOwner } from '../owner';
import { orderDetailQuery, orderEventsResponse } from '../schemas';
import { callerOrder, type OrderEventRow } from '../service/reads';
import { openStreamSlot } from '../service/streams';
import { typed } from '../../../http/typed-routes';

const message = (e: OrderEventRow) =>
  `id: ${e.id}\nevent: status\ndata: ${JSON.stringify({ order_id: e.orderId, event: e.event, from: e.fromStatus ?? '', status: e.toStatus, stage: stageOf(e.toStatus), next_step: nextStepOf(e.toStatus), at: e.createdAt.toISOString() })}\n\n`;

export async function orderEventsRoute(app: FastifyInstance) {
  const api = typed(app);
  const ctx = app.ctx;
  const feed = new OrderEventFeed(ctx);
  /** The streams open now, ended when the app closes (they would hold its connections open). */
  const open = new Set<() => void>();
  app.addHook('onClose', async () => {
    for (const stop of [...open]) stop();
  });
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
      const release = await openStreamSlot(ctx, request.session!.id, request.ip);
      const resumeFrom = Number(request.headers['last-event-id']);
      const afterId = Number.isSafeInteger(resumeFrom) && resumeFrom > 0 ? resumeFrom : 0;
      const stream = new PassThrough();
      let live = true;
      let unwatch = () => {};
      const stop = () => {
        if (!live) return;
        live = false;
        open.delete(stop);
        clearTimeout(end);
        unwatch();
        stream.end();
        release().catch((error: unknown) => request.log.warn({ err: error }, 'order stream slot not given back'));
      };
      open.add(stop);
      const end = setTimeout(stop, ctx.limits.orderStreamSeconds * 1000);
      request.raw.on('close', stop);
      stream.write(`retry: 3000\n\n`);
      try {
        // First the order's history (or what came after Last-Event-ID), then each change as it commits.
        unwatch = await feed.watch(
          order.id,
          afterId,
          (rows) => {
            if (live) for (const row of rows) stream.write(message(row));
          },
          () => stop(),
        );
      } catch (error) {
        stop();
        throw error;
      }
      if (!live) unwatch(); // the client went away while the history was read
      reply.header('content-type', 'text/event-stream; charset=utf-8').header('cache-control', 'no-store').header('x-accel-buffering', 'no');
      return reply.send(stream);
    },
  );
}
