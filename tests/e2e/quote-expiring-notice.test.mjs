// "Your quote is about to expire" (issue 18 item 3) end to end against the real server and its job queue:
// with DEV_QUOTE_SECONDS=20 every quote holds 20 seconds, and its quote_expiring job is due halfway (the
// notice comes 5 minutes before expiry, or at half a shorter life). A payer with an open quote gets one SMS
// and one e-mail in the order's language in the dev outbox, and no second one after the quote expired; a
// quote superseded by a newer one tells nothing (only the newest quote's notice arrives).
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { serverAndBrowser } from './harness.mjs';
import { registeredUser } from './api-user.mjs';
import { api } from './example-order.mjs';
import { placeOrder } from './pay.mjs';

const e2e = serverAndBrowser({ DEV_QUOTE_SECONDS: '20' });
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

describe('the quote about to expire', () => {
  test('the payer is told once, by SMS and e-mail, before the quote expires', async () => {
    const base = e2e.server.base;
    const payer = await registeredUser(base, { name: '韩梅' });
    const order = await placeOrder(base, payer.token);
    const first = await api(base, payer.token, 'POST', '/order/payment_estimate', { order_id: order.order_id, method_id: 'card' });
    assert.equal(first.status_code, 200, first.message);
    const quote = await api(base, payer.token, 'POST', '/order/payment_estimate', { order_id: order.order_id, method_id: 'card' });
    assert.equal(quote.status_code, 200, quote.message);
    const expiresAt = new Date(quote.data.expires_at).getTime();
    const notices = async () => (await (await fetch(`${base}/dev/outbox.json`)).json()).filter((m) => m.body.includes(order.order_no) && /报价有效至|holds until|報價有效至/.test(m.body));

    // Wait for the notice: it must come while the quote is still live.
    let told = [];
    while (told.length < 2 && Date.now() < expiresAt) {
      await sleep(250);
      told = await notices();
    }
    assert.equal(told.length, 2, 'one SMS and one e-mail before the quote expired');
    assert.deepEqual(told.map((m) => m.channel).sort(), ['email', 'sms']);
    assert.equal(told.find((m) => m.channel === 'sms').to, `+86${payer.phone}`);
    // Placed through the API without a language cookie: the order, and so its notices, are in English.
    assert.match(told[0].body, /holds until .* \(Beijing time\)/, 'in the language the order was placed in');
    // After the expiry (and the first, superseded quote's own job): still exactly those two.
    await sleep(Math.max(0, expiresAt - Date.now()) + 4000);
    assert.equal((await notices()).length, 2, 'told once');
  });
});
