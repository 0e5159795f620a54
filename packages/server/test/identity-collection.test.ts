/**
 * Identity collection, ident_ass (issue 16 item 3; spec 001 section 3): the student's or the payer's
 * name, ID number and mobile for an order; refused when the name does not match the ID or the ID is
 * not that person's on the order; the ID number sealed at rest and masked in answers; a second payer
 * learns nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { identityCollections } from '../src/db/schema';
import { ORDER_EXAMPLE } from '../src/modules/orders/schemas';
import { createTestApp, type Client, type Envelope, type TestApp } from './helpers/app';
import { registeredUser } from './helpers/flows';

let t: TestApp;
let alice: Client;
let bob: Client;
let orderId: string;

beforeAll(async () => {
  t = await createTestApp();
  alice = (await registeredUser(t)).client;
  bob = (await registeredUser(t)).client;
  const placed = (await alice.raw({ method: 'POST', url: '/api/order/order_submit', payload: ORDER_EXAMPLE, headers: { 'idempotency-key': 'identity-alice-1' } })).json() as Envelope;
  orderId = placed.data.order_id as string;
}, 120_000);
afterAll(async () => t?.close());

const payer = { identity: 'payer', collector_name: '韩梅', collector_id_number: '110105197504020019', collector_phone: '13800138000' };
const collect = (client: Client, body: Record<string, unknown>) => client.post('/api/order/ident_ass', { order_id: orderId, ...body });

describe('ident_ass', () => {
  it('stores the payer’s identity: the ID number sealed at rest, masked in the answers', async () => {
    const saved = await collect(alice, payer);
    expect(saved).toMatchObject({ status_code: 200, message: 'Identity information saved', data: { identity: 'payer', collector_name: '韩梅', collector_id_number: '1*************0019' } });
    expect(saved.data.collector_phone).not.toContain('00138000');
    const listed = await alice.get('/api/order/ident_ass', { order_id: orderId });
    expect(listed.data.list).toHaveLength(1);
    expect(JSON.stringify(listed)).not.toContain('110105197504020019');
    const [row] = await t.database.db.select().from(identityCollections).where(eq(identityCollections.orderId, orderId));
    expect(JSON.stringify(row)).not.toContain('110105197504020019');
    expect(row!.identityKeyId).toMatch(/^k1-/);
  });

  it('the student’s identity too (a lowercase x and spaces in the name are the same person); a second collection replaces the first', async () => {
    const student = { identity: 'student', collector_name: '李 雷', collector_id_number: '110105200501010012', collector_phone: '13900139000' };
    expect((await collect(alice, student)).status_code).toBe(200);
    expect((await collect(alice, { ...student, collector_phone: '13700137000' })).status_code).toBe(200);
    const listed = await alice.get('/api/order/ident_ass', { order_id: orderId });
    expect((listed.data.list as { identity: string }[]).map((i) => i.identity)).toEqual(['payer', 'student']);
  });

  it('refuses a name that does not match the ID number, next to the name, in three languages', async () => {
    const refused = await collect(alice, { ...payer, collector_name: '韩雪' });
    expect(refused).toMatchObject({ status_code: 400, message: 'The name does not match the real name of this ID number', data: { field: 'collector_name' } });
    alice.language = 'zh-CN';
    expect((await collect(alice, { ...payer, collector_name: '韩雪' })).message).toBe('姓名与该身份证号的实名不一致');
    alice.language = 'zh-TW';
    expect((await collect(alice, { ...payer, collector_name: '韩雪' })).message).toBe('姓名與該身分證號的實名不一致');
    alice.language = undefined;
  });

  it('refuses an ID number that is not that person’s on the order, and a malformed one (GB 11643 checksum)', async () => {
    // The student's ID given as the payer's.
    const other = await collect(alice, { ...payer, collector_id_number: '110105200501010012' });
    expect(other).toMatchObject({ status_code: 400, message: 'This ID number is not the payer’s ID number on this order', data: { field: 'collector_id_number' } });
    const checksum = await collect(alice, { ...payer, collector_id_number: '110105197504020018' });
    expect(checksum).toMatchObject({ status_code: 400, data: { field: 'collector_id_number' } });
    const phone = await collect(alice, { ...payer, collector_phone: '12345' });
    expect(phone).toMatchObject({ status_code: 400, data: { field: 'collector_phone' } });
  });

  it('a second payer can neither collect for nor read the order (like an unknown order)', async () => {
    const foreign = await collect(bob, payer);
    const unknown = await bob.post('/api/order/ident_ass', { ...payer, order_id: '00000000-0000-4000-8000-000000000000' });
    expect(foreign).toMatchObject({ status_code: 404, data: { field: 'order_id' } });
    expect(foreign.message).toBe(unknown.message);
    expect((await bob.get('/api/order/ident_ass', { order_id: orderId })).status_code).toBe(404);
  });
});
