/**
 * Partner (third-party) orders on the server (spec 001 sections 2 and 7; modules/partners): the
 * signed create (forged, stale and replayed signatures refused; unknown partner 404), idempotent on
 * the Idempotency-Key and on the partner's reference, the return URL checked against the registered
 * ones, the entry link (expired, withdrawn by batch_pay_url_invalid, forged), taking the order (a
 * second payer refused with nothing of the order), paying it through the usual calls, and the
 * partner reading its order back. PGlite, and PostgreSQL with DATABASE_URL.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signCallback } from '../src/domain/callback-signature';
import { DEMO_PARTNERS } from '../src/modules/partners/seed';
import { Client, createTestApp, type Envelope, type TestApp } from './helpers/app';
import { registeredUser } from './helpers/flows';
import { uploadRequiredDocuments } from './helpers/orders';

const AWEHOME = DEMO_PARTNERS[0];
const MONASH = DEMO_PARTNERS[1];
const RETURN = 'https://www.awehome.com/edupay/return?booking=';

let t: TestApp;
let payer: Client;
let second: Client;
beforeAll(async () => {
  t = await createTestApp({ limits: { quotesPerOrderPerHour: 1000 } });
  payer = (await registeredUser(t)).client;
  second = (await registeredUser(t)).client;
}, 120_000);
afterAll(async () => t?.close());

let refs = 0;
const newRef = () => `AWE-${Date.now()}-${(refs += 1)}`;
const order = (reference = newRef(), overrides: Record<string, unknown> = {}) => ({
  reference,
  amount: '1850.00',
  currency: 'GBP',
  purpose: 'rent',
  return_url: `${RETURN}${reference}`,
  description: 'Room 4B, autumn term',
  ...overrides,
});

interface Signed {
  secret?: string;
  at?: Date;
  signature?: string;
  key?: string | null;
  partner?: string;
}

/** A partner's server: signs the exact bytes it sends with its secret (or what the test says instead). */
async function create(body: unknown, options: Signed = {}): Promise<Envelope> {
  // Time passes between a partner's calls: each attempt is signed anew (a signature is accepted once).
  if (!options.signature && !options.at) t.clock.advance(1);
  const raw = JSON.stringify(body);
  const signature = options.signature ?? signCallback(options.secret ?? AWEHOME.secret, raw, options.at ?? t.clock.now);
  const headers: Record<string, string> = { 'content-type': 'application/json', 'edupay-signature': signature };
  if (options.key !== null) headers['idempotency-key'] = options.key ?? randomUUID();
  const response = await t.app.inject({ method: 'POST', url: `/api/order/api_${options.partner ?? AWEHOME.name}_order`, payload: raw, headers });
  return response.json() as Envelope;
}

async function signedGet(url: string, secret: string = AWEHOME.secret): Promise<Envelope> {
  const response = await t.app.inject({ method: 'GET', url, headers: { 'edupay-signature': signCallback(secret, url, t.clock.now) } });
  return response.json() as Envelope;
}

async function invalidate(references: string[], partner: string = AWEHOME.name, secret: string = AWEHOME.secret): Promise<Envelope> {
  const raw = JSON.stringify({ partner, references });
  const response = await t.app.inject({ method: 'POST', url: '/api/order/batch_pay_url_invalid', payload: raw, headers: { 'content-type': 'application/json', 'edupay-signature': signCallback(secret, raw, t.clock.now) } });
  return response.json() as Envelope;
}

const tokenOf = (answer: Envelope) => new URL(answer.data.entry_url as string).searchParams.get('token') ?? '';

describe('the signed create', () => {
  it('creates an order nobody owns yet, and answers our order id with an entry link', async () => {
    const answer = await create(order());
    expect(answer.status_code, answer.message).toBe(200);
    expect(answer.data).toMatchObject({ status: 'awaiting_payment', amount: '1850.00', currency: 'GBP', paid: 0, bound: 0, created: 1 });
    expect(answer.data.entry_url).toMatch(/^http:\/\/localhost:3000\/order_third\?token=/);
    expect(Date.parse(answer.data.expires_at) - t.clock.now.getTime()).toBe(24 * 3600 * 1000);
    // Nobody's: no payer lists it.
    const list = await payer.get('/api/user/order_list');
    expect(JSON.stringify(list.data)).not.toContain(answer.data.order_id);
  });

  it('refuses a forged signature, another partner\'s secret, a stale one and a replayed one', async () => {
    const body = order();
    expect((await create(body, { signature: 't=1,v1=' + '0'.repeat(64) })).data).toMatchObject({ field: 'EduPay-Signature', reason: 'mismatch' });
    expect((await create(body, { secret: MONASH.secret })).data.reason).toBe('mismatch');
    expect((await create(body, { signature: 'garbage' })).data.reason).toBe('malformed');
    expect((await create(body, { at: new Date(t.clock.now.getTime() - 301_000) })).data.reason).toBe('stale');
    const raw = JSON.stringify(body);
    const signature = signCallback(AWEHOME.secret, raw, t.clock.now);
    const key = randomUUID();
    const first = await create(body, { signature, key });
    expect(first.status_code, first.message).toBe(200);
    // The same signed request again, even with its key (what an eavesdropper would replay): refused.
    const replay = await create(body, { signature, key });
    expect(replay.status_code).toBe(400);
    expect(replay.data.reason).toBe('replayed');
  });

  it('answers 404 for a partner we do not have, and needs an Idempotency-Key', async () => {
    const unknown = await create(order(), { partner: 'nosuchpartner' });
    expect(unknown.status_code).toBe(404);
    expect(unknown.data.field).toBe('partner');
    const raw = await t.app.inject({ method: 'POST', url: '/api/order/api_a_b_order', payload: {} });
    expect(raw.statusCode).toBe(404);
    const noKey = await create(order(), { key: null });
    expect(noKey.status_code).toBe(400);
    expect(noKey.data.field).toBe('Idempotency-Key');
  });

  it('is idempotent on the key and on the reference; the reference with other terms is refused', async () => {
    const body = order();
    const key = randomUUID();
    const one = await create(body, { key });
    const two = await create(body, { key });
    expect(two.data.order_id).toBe(one.data.order_id);
    expect(two.data.entry_url).toBe(one.data.entry_url);
    // Another key, the same reference and terms: the same order (a fresh link), not a second one.
    const three = await create(body);
    expect(three.data.order_id).toBe(one.data.order_id);
    expect(three.data.created).toBe(0);
    // The key with another body: Stripe's 412.
    expect((await create({ ...body, amount: '10.00' }, { key })).status_code).toBe(412);
    // The reference with other terms under a new key: refused.
    const other = await create({ ...body, amount: '10.00' });
    expect(other.status_code).toBe(411);
    expect(other.data.field).toBe('reference');
  });

  it('two creates of one reference at once make one order', async () => {
    const body = order();
    const [a, b] = await Promise.all([create(body, { at: t.clock.now }), create(body, { at: new Date(t.clock.now.getTime() - 1000) })]);
    expect(a.status_code, a.message).toBe(200);
    expect(b.status_code, b.message).toBe(200);
    expect(a.data.order_id).toBe(b.data.order_id);
  });

  it('refuses a return URL the partner did not register, and input the payee cannot take', async () => {
    for (const url of ['https://evil.example/edupay/return', 'https://www.awehome.com/other', 'https://www.awehome.com/edupay/returnx', 'http://www.awehome.com/edupay/return', 'https://user@www.awehome.com/edupay/return', 'javascript:alert(1)']) {
      const answer = await create(order(newRef(), { return_url: url }));
      expect(answer.status_code, url).toBe(400);
      expect(answer.data.field, url).toBe('return_url');
    }
    expect((await create(order(newRef(), { currency: 'USD' }))).data.field).toBe('currency');
    expect((await create(order(newRef(), { purpose: 'tuition' }))).data.field).toBe('purpose');
    expect((await create(order(newRef(), { amount: '0' }))).data.field).toBe('amount');
    expect((await create(order(newRef(), { payee_account: 'DEMO-AU-MONASH-UNIVERSITY' }))).data.field).toBe('payee_account');
    expect((await create(order('bad ref with spaces'))).data.field).toBe('reference');
  });
});

describe('the entry link and taking the order', () => {
  it('shows the order to the link holder, binds it to the first payer, and refuses a second without leaking it', async () => {
    const created = await create(order());
    const token = tokenOf(created);
    const anonymous = new Client(t.app);
    const seen = await anonymous.get('/api/order/get_api_order_pay_info', { token });
    expect(seen.status_code, seen.message).toBe(200);
    expect(seen.data).toMatchObject({ state: 'open', amount: '1850.00', currency: 'GBP', order_id: '', order_no: '', partner: { name: 'awehome' } });
    expect(seen.data.payee.institution).toBe('Unite Students');
    // Taking it needs a login.
    expect((await anonymous.post('/api/order/bind_api_order', { token })).status_code).toBe(402);
    const bound = await payer.post('/api/order/bind_api_order', { token });
    expect(bound.status_code, bound.message).toBe(200);
    expect(bound.data).toMatchObject({ state: 'yours', order_id: created.data.order_id });
    // Again: a no-op.
    expect((await payer.post('/api/order/bind_api_order', { token })).data.order_id).toBe(created.data.order_id);
    // Another payer, and an anonymous visitor: refused, nothing of the order in the answer.
    for (const client of [second, anonymous]) {
      for (const answer of [await client.post('/api/order/bind_api_order', { token }), await client.get('/api/order/get_api_order_pay_info', { token })]) {
        if (client === anonymous && answer.status_code === 402) continue;
        expect(answer.status_code).toBe(411);
        expect(answer.data).toEqual({ field: 'token' });
        expect(JSON.stringify(answer)).not.toMatch(/1850|Unite|EP\d/);
      }
    }
    // By order id: the payer's own only.
    expect((await payer.get('/api/order/get_api_order_pay_info', { order_id: created.data.order_id })).data.state).toBe('yours');
    expect((await second.get('/api/order/get_api_order_pay_info', { order_id: created.data.order_id })).status_code).toBe(404);
    // It is now in the payer's orders, and the partner sees it taken.
    expect(JSON.stringify((await payer.get('/api/user/order_list')).data)).toContain(created.data.order_id);
    const status = await signedGet(`/api/order/api_awehome_order?reference=${encodeURIComponent(created.data.reference)}`);
    expect(status.data).toMatchObject({ bound: 1, paid: 0 });
  });

  it('refuses an expired link, a forged one, and links the partner withdrew', async () => {
    const created = await create(order());
    const token = tokenOf(created);
    const forged = `${token.split('.')[0]}.${'A'.repeat(43)}`;
    expect((await payer.get('/api/order/get_api_order_pay_info', { token: forged })).status_code).toBe(400);
    expect((await payer.get('/api/order/get_api_order_pay_info', { token: 'not-a-token' })).status_code).toBe(400);
    // Withdrawn: the old link stops; a create of the same reference hands out a new one that works.
    const withdrawn = await invalidate([created.data.reference, 'NO-SUCH-REF']);
    expect(withdrawn.data).toEqual({ invalidated: [created.data.reference], not_found: ['NO-SUCH-REF'] });
    const old = await payer.post('/api/order/bind_api_order', { token });
    expect(old.status_code).toBe(410);
    expect(old.data.reason).toBe('revoked');
    const again = await create(order(created.data.reference));
    expect(again.data.order_id).toBe(created.data.order_id);
    expect((await payer.get('/api/order/get_api_order_pay_info', { token: tokenOf(again) })).status_code).toBe(200);
    // Another partner cannot withdraw awehome's links (its signature names itself).
    expect((await invalidate([created.data.reference], 'monash', MONASH.secret)).data.not_found).toEqual([created.data.reference]);
    expect((await invalidate([created.data.reference], 'awehome', MONASH.secret)).data.reason).toBe('mismatch');
    // A day later every link of it has expired.
    t.clock.advance(24 * 3600);
    try {
      const expired = await payer.get('/api/order/get_api_order_pay_info', { token: tokenOf(again) });
      expect(expired.status_code).toBe(410);
      expect(expired.data.reason).toBe('expired');
    } finally {
      t.clock.advance(-24 * 3600);
    }
  });
});

describe('paying it and the partner reading it back', () => {
  it('pays by card through the usual calls; the hosted page returns to /result_third', async () => {
    const created = await create(order());
    expect((await payer.post('/api/order/bind_api_order', { token: tokenOf(created) })).status_code).toBe(200);
    const orderId = created.data.order_id as string;
    await uploadRequiredDocuments(payer, orderId);
    const quote = await payer.post('/api/order/payment_estimate', { order_id: orderId, method_id: 'card', full_arrival: 0 });
    expect(quote.status_code, quote.message).toBe(200);
    const paid = (await payer.raw({ method: 'POST', url: '/api/order/payment_gateway', payload: { quote_id: quote.data.quote_id }, headers: { 'idempotency-key': randomUUID() } })).json() as Envelope;
    expect(paid.status_code, paid.message).toBe(200);
    const complete = await t.app.inject({ method: 'POST', url: '/dev/sandbox/complete', payload: { payment_id: paid.data.payment_id, outcome: 'succeeded' }, remoteAddress: '127.0.0.1' });
    expect(complete.statusCode).toBe(200);
    const status = await signedGet(`/api/order/api_awehome_order?reference=${encodeURIComponent(created.data.reference)}`);
    expect(status.data).toMatchObject({ paid: 1, status: 'paid', bound: 1 });
    // The sandbox's hosted page sends the payer back to the third-party result page.
    const hosted = await t.app.inject({ method: 'GET', url: new URL(paid.data.redirect_url as string, 'http://localhost').pathname, remoteAddress: '127.0.0.1' });
    expect(hosted.body).toContain(`/result_third?payment_id=${paid.data.payment_id}`);
  });

  it('the status call is signed over its path and query and only sees the partner\'s own references', async () => {
    const created = await create(order());
    const url = `/api/order/api_awehome_order?reference=${encodeURIComponent(created.data.reference)}`;
    const unsigned = (await t.app.inject({ method: 'GET', url })).json() as Envelope;
    expect(unsigned.data.field).toBe('EduPay-Signature');
    // Signed for another reference: the signature does not cover this query.
    const other = await t.app.inject({ method: 'GET', url, headers: { 'edupay-signature': signCallback(AWEHOME.secret, '/api/order/api_awehome_order?reference=X', t.clock.now) } });
    expect((other.json() as Envelope).data.reason).toBe('mismatch');
    expect((await signedGet(url.replace('awehome', 'monash'), MONASH.secret)).status_code).toBe(404);
  });

  it('get_api_currency answers the partner\'s accounts and the payers\' currencies', async () => {
    const answer = await new Client(t.app).get('/api/order/get_api_currency', { partner: 'monash' });
    expect(answer.status_code).toBe(200);
    expect(answer.data.payee_currencies).toEqual(['AUD']);
    expect(answer.data.accounts[0]).toMatchObject({ payee_account: 'DEMO-AU-MONASH-UNIVERSITY', currency: 'AUD' });
    expect(answer.data.payer_countries).toContainEqual({ country: 'CHN', currency: 'CNY' });
    expect((await new Client(t.app).get('/api/order/get_api_currency', { partner: 'nobody' })).status_code).toBe(404);
  });
});
