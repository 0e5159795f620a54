/**
 * The sandbox acquirer's own pages (providers/payment/sandbox.ts), as a real provider hosts them:
 * - GET/POST /dev/sandbox/pay/:ref          the hosted card form (the card number is typed here and
 *                                           never reaches our API), then the confirmation step
 * - POST     /dev/sandbox/pay/:ref/confirm  the confirmation step's buttons
 * - GET/POST /dev/sandbox/qr/:ref           what the phone opens from the QR code: confirm or decline
 * - POST     /dev/sandbox/complete          { payment_id, outcome }: what those buttons do, for
 *                                           (payment_id: a payment's, or an installment's: each is a transfer)
 *                                           scripts, tests and bank transfers ("the funds arrive")
 * - GET/POST /dev/sandbox/transfer           a bank transfer reaching the client-funds account with any
 *                                           reference, amount and currency: one that matches no payment
 *                                           is reported as unmatched (issue 18 item 4: the console's
 *                                           Unmatched transfers). JSON answers for scripts and tests.
 * Development only (not registered in production) and loopback clients only unless
 * DEV_OUTBOX_PUBLIC=1 (a phone on the LAN opening the QR needs it). Pages are plain forms: no
 * script, so the page policy (no inline script) holds; the one <style> is allowed by its hash.
 */
import { parseMoney } from '@edupay/forms';
import { STATUS } from '@edupay/forms/contract';
import { toCurrencyMinor } from '../../../domain/order-money';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { t } from '../../../messages';
import type { SandboxProvider } from '../../../providers/payment';
import { isLoopback } from './outbox';
import { typed } from '../../../http/typed-routes';
import { formField, refParams } from '../hosted-form';
import { completeSandboxCharge } from '../service';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const page = (title: string, body: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escape(title)}</title>
<style>body{font:16px system-ui,sans-serif;margin:2rem auto;max-width:28rem;padding:0 1rem}label{display:block;margin:1rem 0 .3rem}input{font:inherit;padding:.5rem;width:100%;box-sizing:border-box}button{font:inherit;padding:.6rem 1.2rem;margin:1rem .5rem 0 0}.error{color:#b00020}.note{color:#555;font-size:.9rem}</style>
</head><body><p class="note">EduPay sandbox acquirer: no real money moves.</p>${body}</body></html>`;

const money = (minor: bigint, currency: string) => `${(Number(minor) / 100).toFixed(2)} ${escape(currency)}`;

const completeBody = {
  type: 'object',
  properties: { payment_id: { type: 'string', maxLength: 36 }, outcome: { type: 'string', enum: ['succeeded', 'failed'] } },
  required: ['payment_id', 'outcome'],
} as const;

export async function devSandboxRoutes(app: FastifyInstance) {
  const api = typed(app);
  const sandbox = app.ctx.sandbox as SandboxProvider | null;
  if (!sandbox) return;
  app.addHook('onRequest', async (request, reply) => {
    if (app.ctx.config.devOutboxPublic || isLoopback(request.raw.socket.remoteAddress)) return;
    return reply.status(404).send({ status_code: 404, message: t(request.locale, 'notFound'), data: {} });
  });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  const html = (reply: FastifyReply, text: string, status = 200) => reply.status(status).type('text/html; charset=utf-8').send(text);
  // A page, not an HTTP 404: the acquirer's page says so to the payer (as the other dev pages answer 200).
  const notFound = (reply: FastifyReply) => html(reply, page('Not found', '<h1>No such payment</h1>'));

  const cardPage = async (ref: string, reply: FastifyReply, error = '') => {
    const charge = await sandbox.charge(ref);
    if (!charge || charge.method !== 'card') return notFound(reply);
    const heading = `<h1>Pay ${money(charge.amountMinor, charge.currency)}</h1>`;
    if (charge.status !== 'requires_action') return html(reply, page('Payment', `${heading}<p>This payment is ${escape(charge.status)}.</p><p><a href="${escape(charge.returnUrl)}">Back to EduPay</a></p>`));
    if (charge.needsConfirmation) {
      return html(
        reply,
        page(
          'Confirm the payment',
          `${heading}<p>Your bank asks you to confirm this payment with card ${escape(charge.brand ?? '')} •••• ${escape(charge.last4 ?? '')}.</p>
<form method="post" action="/dev/sandbox/pay/${ref}/confirm"><button name="action" value="approve">Confirm</button><button name="action" value="reject">Decline</button></form>`,
        ),
      );
    }
    return html(
      reply,
      page(
        'Card payment',
        `${heading}<form method="post" action="/dev/sandbox/pay/${ref}"><label for="card_number">Card number</label>
<input id="card_number" name="card_number" inputmode="numeric" autocomplete="cc-number" required maxlength="23"${error ? ' aria-describedby="card-error" aria-invalid="true"' : ''}>
${error ? `<p id="card-error" class="error">${escape(error)}</p>` : ''}<button type="submit">Pay</button></form>
<p class="note">Test cards: 4242 4242 4242 4242 succeeds · 4000 0000 0000 0002 is declined · 4000 0000 0000 3220 asks for confirmation.</p>`,
      ),
    );
  };

  api.get('/sandbox/pay/:ref', { schema: { hide: true, params: refParams } }, async (request, reply) => cardPage(request.params.ref, reply));

  api.post('/sandbox/pay/:ref', { schema: { hide: true, params: refParams } }, async (request, reply) => {
    const { ref } = request.params;
    if (!(await sandbox.charge(ref))) return notFound(reply);
    const number = formField(request.body, 'card_number') ?? '';
    const answer = await sandbox.payByCard(ref, number.slice(0, 40));
    if (answer === 'invalid_number') return cardPage(ref, reply, 'This card number is not valid.');
    if (answer === 'needs_confirmation' || answer === 'not_payable') return reply.redirect(`/dev/sandbox/pay/${ref}`, 303);
    const charge = await sandbox.charge(ref);
    return reply.redirect(charge?.returnUrl ?? '/', 303);
  });

  api.post('/sandbox/pay/:ref/confirm', { schema: { hide: true, params: refParams } }, async (request, reply) => {
    const { ref } = request.params;
    const charge = await sandbox.charge(ref);
    if (!charge) return notFound(reply);
    if (!charge.needsConfirmation) return reply.redirect(`/dev/sandbox/pay/${ref}`, 303);
    await sandbox.complete(ref, formField(request.body, 'action') === 'approve' ? 'succeeded' : 'failed', { failureCode: 'authentication_failed' });
    return reply.redirect(charge.returnUrl, 303);
  });

  api.get('/sandbox/qr/:ref', { schema: { hide: true, params: refParams } }, async (request, reply) => {
    const charge = await sandbox.charge(request.params.ref);
    if (!charge || charge.method === 'card' || charge.method === 'transfer') return notFound(reply);
    const heading = `<h1>Pay ${money(charge.amountMinor, charge.currency)}</h1>`;
    if (charge.status !== 'requires_action') return html(reply, page('Payment', `${heading}<p>This payment is ${escape(charge.status)}.</p>`));
    return html(reply, page('Confirm on your phone', `${heading}<form method="post" action="/dev/sandbox/qr/${charge.ref}"><button name="action" value="approve">Pay</button><button name="action" value="reject">Cancel</button></form>`));
  });

  api.post('/sandbox/qr/:ref', { schema: { hide: true, params: refParams } }, async (request, reply) => {
    const charge = await sandbox.charge(request.params.ref);
    if (!charge || charge.method === 'card' || charge.method === 'transfer') return notFound(reply);
    const done = await sandbox.complete(charge.ref, formField(request.body, 'action') === 'approve' ? 'succeeded' : 'failed', { failureCode: 'payer_canceled' });
    return html(reply, page('Payment', `<h1>${escape(done?.status ?? charge.status)}</h1><p>You can close this page; the computer follows the payment.</p>`));
  });

  const transferForm = (note = '') =>
    page(
      'Send a bank transfer',
      `<h1>Send a bank transfer</h1>${note ? `<p role="status">${escape(note)}</p>` : ''}<form method="post" action="/dev/sandbox/transfer">
<label for="reference">Reference</label><input id="reference" name="reference" maxlength="64">
<label for="amount">Amount</label><input id="amount" name="amount" inputmode="decimal" required maxlength="20">
<label for="currency">Currency</label><input id="currency" name="currency" value="CNY" required maxlength="3">
<label for="sender_name">Sender</label><input id="sender_name" name="sender_name" value="Zhang Wei" maxlength="140">
<label for="sender_account">Sender's account</label><input id="sender_account" name="sender_account" value="6222 0200 1234 5678" maxlength="64">
<button type="submit">Send</button></form>
<p class="note">A reference of an open transfer payment with its exact amount pays it; anything else lands in the console's Unmatched transfers.</p>`,
    );

  api.get('/sandbox/transfer', { schema: { hide: true } }, async (_request, reply) => html(reply, transferForm()));

  api.post('/sandbox/transfer', { schema: { hide: true } }, async (request, reply) => {
    const field = (name: string) => (formField(request.body, name) ?? '').slice(0, 140);
    const currency = field('currency').trim().toUpperCase();
    const hundredths = parseMoney(field('amount'));
    const minor = hundredths === null || !/^[A-Z]{3}$/.test(currency) ? null : toCurrencyMinor(hundredths, currency);
    const json = request.headers['content-type']?.startsWith('application/json') ?? false;
    if (minor === null || minor <= 0n) {
      if (json) return { status_code: STATUS.INVALID, message: t(request.locale, 'invalidInput', { field: 'amount' }), data: { field: 'amount' } };
      return html(reply, transferForm('Enter an amount above 0 and a three-letter currency.'));
    }
    const received = await sandbox.receiveTransfer({ reference: field('reference').slice(0, 64), amountMinor: minor, currency, senderName: field('sender_name'), senderAccount: field('sender_account').slice(0, 64) });
    if (json) return { status_code: STATUS.OK, message: t(request.locale, 'sandboxDone'), data: { matched: received.matched ? 1 : 0, provider_ref: received.ref } };
    return html(reply, transferForm(received.matched ? 'The transfer paid the payment with this reference.' : 'No payment has this reference: the transfer is unmatched.'));
  });

  api.post(
    '/sandbox/complete',
    {
      schema: {
        hide: true,
        body: completeBody,
      },
    },
    async (request) => {
      const done = await completeSandboxCharge(app.ctx, sandbox, request.body.payment_id, request.body.outcome);
      if (!done) return { status_code: STATUS.NOT_FOUND, message: t(request.locale, 'paymentNotFound'), data: { field: 'payment_id' } };
      return { status_code: STATUS.OK, message: t(request.locale, 'sandboxDone'), data: done };
    },
  );
}
