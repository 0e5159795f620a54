/**
 * Development outbox: what the offline SMS and mail providers "sent", newest first.
 * Registered only when NODE_ENV is not production, and answered only to loopback clients (the
 * socket's address: X-Forwarded-For is anyone's to write) unless DEV_OUTBOX_PUBLIC=1 (issue 11,
 * item 8): it shows every SMS code and reset link.
 */
import type { FastifyInstance } from 'fastify';
import { t } from '../../../messages';
import { readOutbox } from '../../../providers/outbox';

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** Links in mail bodies become clickable, so a developer can follow a reset link. */
const linkify = (html: string) => html.replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>');

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 addresses. */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.replace(/^::ffff:/i, '');
  return v4.startsWith('127.') || address === '::1';
}

export async function devOutboxRoutes(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    if (app.ctx.config.devOutboxPublic || isLoopback(request.raw.socket.remoteAddress)) return;
    // As if it did not exist.
    return reply.status(404).send({ status_code: 404, message: t(request.locale, 'notFound'), data: {} });
  });
  app.get('/outbox.json', { schema: { hide: true } }, async () => readOutbox(app.ctx.db));
  app.get('/outbox', { schema: { hide: true } }, async (_request, reply) => {
    const rows = await readOutbox(app.ctx.db);
    const items = rows
      .map(
        (m) => `<tr><td>${escape(m.created_at)}</td><td>${m.channel}</td><td>${escape(m.to)}</td><td>${escape(m.subject ?? '')}</td><td><pre>${linkify(escape(m.body))}</pre></td></tr>`,
      )
      .join('\n');
    reply.type('text/html; charset=utf-8');
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>EduPay dev outbox</title>
<style>body{font:14px system-ui,sans-serif;margin:2rem}table{border-collapse:collapse;width:100%}td,th{border:1px solid #ccc;padding:.4rem;vertical-align:top;text-align:left}pre{white-space:pre-wrap;margin:0}</style>
</head><body><h1>Development outbox</h1><p>${rows.length} message(s), newest first. <a href="/dev/outbox.json">JSON</a></p>
<table><thead><tr><th>Time</th><th>Channel</th><th>To</th><th>Subject</th><th>Body</th></tr></thead><tbody>
${items}
</tbody></table></body></html>`;
  });
}
