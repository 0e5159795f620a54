/**
 * The development face vendor's hosted liveness page (providers/face/sandbox.ts), as a real vendor
 * hosts one (the payer opens it on the phone from the /self_pass QR code):
 * - GET  /dev/face/:ref   whom it checks (name, masked ID) and the answer buttons in place of a camera
 * - POST /dev/face/:ref   `answer`: pass, fail_not_live, fail_mismatch or retry (the documented magic
 *                         values); the vendor calls our server back, signed, then sends the browser
 *                         to the return URL (redirect_tencent_validate), as a real vendor does.
 * Development only and loopback clients only unless DEV_OUTBOX_PUBLIC=1 (a phone on the LAN). No
 * script on the page, so the page policy holds.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { t } from '../../../messages';
import { isSandboxFaceAnswer } from '../../../providers/face/sandbox';
import { isLoopback } from './outbox';
import { typed } from '../../../http/typed-routes';
import { formField, refParams } from '../hosted-form';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const page = (title: string, body: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escape(title)}</title>
<style>body{font:16px system-ui,sans-serif;margin:2rem auto;max-width:28rem;padding:0 1rem}button{font:inherit;padding:.6rem 1.2rem;margin:1rem .5rem 0 0}.note{color:#555;font-size:.9rem}</style>
</head><body><main><p class="note">EduPay sandbox face verification: no camera, no face data.</p>${body}</main></body></html>`;

export async function devFaceRoutes(app: FastifyInstance) {
  const api = typed(app);
  const sandbox = app.ctx.faceSandbox;
  if (!sandbox) return;
  app.addHook('onRequest', async (request, reply) => {
    if (app.ctx.config.devOutboxPublic || isLoopback(request.raw.socket.remoteAddress)) return;
    return reply.status(404).send({ status_code: 404, message: t(request.locale, 'notFound'), data: {} });
  });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  const html = (reply: FastifyReply, text: string) => reply.status(200).type('text/html; charset=utf-8').send(text);

  api.get('/face/:ref', { schema: { hide: true, params: refParams } }, async (request, reply) => {
    const session = await sandbox.session(request.params.ref);
    if (!session) return html(reply, page('Not found', '<h1>No such verification</h1>'));
    const who = `<p>Checking <strong>${escape(session.personName)}</strong>, ID ${escape(session.idNumberMasked)}.</p>`;
    if (session.status !== 'pending') {
      return html(reply, page('Face verification', `<h1>Face verification ${escape(session.status)}</h1>${who}<p><a href="${escape(session.returnUrl)}">Back to EduPay</a></p>`));
    }
    return html(
      reply,
      page(
        'Face verification',
        `<h1>Face verification</h1>${who}<p>A real vendor films a short liveness check here. Choose its verdict:</p>
<form method="post" action="/dev/face/${session.ref}">
<button name="answer" value="pass">Pass</button>
<button name="answer" value="fail_not_live">Fail: not a live person</button>
<button name="answer" value="fail_mismatch">Fail: not the ID’s owner</button>
<button name="answer" value="retry">Could not judge (retry)</button>
</form>`,
      ),
    );
  });

  api.post('/face/:ref', { schema: { hide: true, params: refParams } }, async (request, reply) => {
    const session = await sandbox.session(request.params.ref);
    if (!session) return html(reply, page('Not found', '<h1>No such verification</h1>'));
    const answer = formField(request.body, 'answer');
    if (isSandboxFaceAnswer(answer)) await sandbox.answer(session.ref, answer);
    return reply.redirect(session.returnUrl, 303);
  });
}
