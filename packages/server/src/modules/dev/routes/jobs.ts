/**
 * Development view of the job queue: queued, active, completed and failed jobs, newest first.
 * Registered only when NODE_ENV is not production, and answered only to loopback clients (with the outbox).
 */
import type { FastifyInstance } from 'fastify';
import { t } from '../../../messages';
import { isLoopback } from './outbox';

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

export async function devJobsRoutes(app: FastifyInstance) {
  // Job data holds SMS codes and reset links: loopback clients only, like the outbox.
  app.addHook('onRequest', async (request, reply) => {
    if (app.ctx.config.devOutboxPublic || isLoopback(request.raw.socket.remoteAddress)) return;
    return reply.status(404).send({ status_code: 404, message: t(request.locale, 'notFound'), data: {} });
  });
  app.get('/jobs.json', { schema: { hide: true } }, async () => app.ctx.jobs.recent());
  app.get('/jobs', { schema: { hide: true } }, async (_request, reply) => {
    const rows = await app.ctx.jobs.recent();
    const items = rows
      .map(
        (job) =>
          `<tr><td>${escape(job.created_on)}</td><td>${escape(job.queue)}</td><td>${escape(job.state)}</td><td>${job.retry_count}</td><td>${escape(job.completed_on ?? '')}</td><td><pre>${escape(JSON.stringify(job.data))}</pre></td></tr>`,
      )
      .join('\n');
    reply.type('text/html; charset=utf-8');
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>EduPay dev jobs</title>
<style>body{font:14px system-ui,sans-serif;margin:2rem}table{border-collapse:collapse;width:100%}td,th{border:1px solid #ccc;padding:.4rem;vertical-align:top;text-align:left}pre{white-space:pre-wrap;margin:0}</style>
</head><body><h1>Development job queue</h1><p>${rows.length} job(s), newest first. <a href="/dev/jobs.json">JSON</a> · <a href="/dev/outbox">Outbox</a></p>
<table><thead><tr><th>Created</th><th>Queue</th><th>State</th><th>Retries</th><th>Completed</th><th>Data</th></tr></thead><tbody>
${items}
</tbody></table></body></html>`;
  });
}
