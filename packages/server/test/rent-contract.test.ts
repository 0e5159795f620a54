/**
 * The rent contract of a rent order (spec 001 sections 3 and 5; issue 16 item 4): stored and read
 * back; refused next to its field when the span is over a year, the end before the start, the cycle
 * unknown or the total below the order's amount (three languages); refused for a non-rent order; a
 * second payer learns nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_EXAMPLE } from '../src/modules/orders/schemas';
import { Client, createTestApp, type Envelope, type TestApp } from './helpers/app';
import { registeredUser } from './helpers/flows';
import { accountId } from './helpers/orders';

let t: TestApp;
let alice: Client;
let bob: Client;
let rentOrder: string;
let tuitionOrder: string;

const place = async (client: Client, body: Record<string, unknown>, key: string) =>
  ((await client.raw({ method: 'POST', url: '/api/order/order_submit', payload: body, headers: { 'idempotency-key': key } })).json() as Envelope);

beforeAll(async () => {
  t = await createTestApp();
  alice = (await registeredUser(t)).client;
  bob = (await registeredUser(t)).client;
  const rent = { ...ORDER_EXAMPLE, account_id: await accountId(t, 'DEMO-US-COLUMBIA-UNIVERSITY'), order_type: 'rent', purposes: ['rent'], room_number: '1203', contract_start: '2026-09-01', contract_end: '2027-08-31', rent_total: '9000', amount: '9000.00' };
  const placed = await place(alice, rent, 'rent-alice-1');
  expect(placed.status_code, placed.message).toBe(200);
  rentOrder = placed.data.order_id as string;
  tuitionOrder = (await place(alice, ORDER_EXAMPLE, 'rent-alice-2')).data.order_id as string;
}, 120_000);
afterAll(async () => t?.close());

const CONTRACT = { rent_address: '12 Grattan Street, Carlton VIC 3053', room_number: '1203', contract_start: '2026-09-01', contract_end: '2027-08-31', payment_cycle: 'half_year', rent_total: '9600.00' };
const save = (client: Client, body: Record<string, unknown>, orderId = rentOrder) => client.post('/api/order/rent_contract', { order_id: orderId, ...CONTRACT, ...body });

describe('rent_contract', () => {
  it('a rent order needs one; stored and read back (the total in the order’s currency)', async () => {
    expect((await alice.get('/api/order/rent_contract', { order_id: rentOrder })).data).toMatchObject({ required: 1, currency: 'USD', contract: null });
    expect((await alice.get('/api/order/rent_contract', { order_id: tuitionOrder })).data).toMatchObject({ required: 0, contract: null });
    const saved = await save(alice, {});
    expect(saved).toMatchObject({ status_code: 200, message: 'Rent contract saved', data: { contract: { ...CONTRACT } } });
    // Given again: replaced.
    expect((await save(alice, { payment_cycle: 'monthly' })).data.contract.payment_cycle).toBe('monthly');
    expect((await alice.get('/api/order/rent_contract', { order_id: rentOrder })).data.contract).toMatchObject({ ...CONTRACT, payment_cycle: 'monthly' });
  });

  it('refuses a span over one year, an end before the start, an unknown cycle and a total below the amount, each next to its field', async () => {
    expect(await save(alice, { contract_end: '2027-09-02' })).toMatchObject({ status_code: 400, message: 'The contract period must not exceed one year (365 days)', data: { field: 'contract_end' } });
    expect(await save(alice, { contract_end: '2026-08-01' })).toMatchObject({ status_code: 400, data: { field: 'contract_end' } });
    expect(await save(alice, { payment_cycle: 'weekly' })).toMatchObject({ status_code: 400, data: { field: 'payment_cycle' } });
    expect(await save(alice, { rent_total: '8999.99' })).toMatchObject({ status_code: 400, message: 'The rent total must be at least the payment amount (9000.00 USD)', data: { field: 'rent_total' } });
    alice.language = 'zh-CN';
    expect((await save(alice, { rent_total: '8999.99' })).message).toBe('租金总额不能低于缴费金额（9000.00 USD）');
    expect((await save(alice, { contract_end: '2027-09-02' })).message).toBe('合同期限不能超过一年（365天）');
    alice.language = 'zh-TW';
    expect((await save(alice, { rent_total: '8999.99' })).message).toBe('租金總額不能低於繳費金額（9000.00 USD）');
    alice.language = undefined;
    // Nothing refused was stored.
    expect((await alice.get('/api/order/rent_contract', { order_id: rentOrder })).data.contract.rent_total).toBe('9600.00');
  });

  it('a tuition order has no rent contract', async () => {
    expect(await save(alice, {}, tuitionOrder)).toMatchObject({ status_code: 400, message: 'Only a rent order has a rent contract', data: { field: 'order_id' } });
  });

  it('a second payer can neither give nor read it (like an unknown order)', async () => {
    const foreign = await save(bob, {});
    expect(foreign).toMatchObject({ status_code: 404, data: { field: 'order_id' } });
    expect(foreign.message).toBe((await save(bob, {}, '00000000-0000-4000-8000-000000000000')).message);
    const read = await bob.get('/api/order/rent_contract', { order_id: rentOrder });
    expect(read.status_code).toBe(404);
    expect(JSON.stringify(read)).not.toContain('Grattan');
    expect((await alice.get('/api/order/rent_contract', { order_id: rentOrder })).data.contract.rent_address).toBe(CONTRACT.rent_address);
  });

  it('without a session: 402', async () => {
    expect((await new Client(t.app).get('/api/order/rent_contract', { order_id: rentOrder })).status_code).toBe(402);
  });
});
