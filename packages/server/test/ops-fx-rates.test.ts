/**
 * FX rates in the operations console (issue 18 item 4): finance and admins read the stored rates with
 * their source, day and the payer spread; only an admin changes one (a decimal string, checked by the
 * fx service), and the change is in the fx change log and the audit log (before and after) of the same
 * transaction. A payment specialist meets 404, a payer token 402. Runs on PGlite, and on PostgreSQL
 * with DATABASE_URL.
 */
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, fxRateChanges } from '../src/db/schema';
import { createTestApp, type Client, type TestApp } from './helpers/app';
import { registeredUser } from './helpers/flows';
import { staffClient } from './helpers/staff';

let t: TestApp;
let payer: Client;
let wang: Client;
let finance: Client;
let admin: Client;

beforeAll(async () => {
  t = await createTestApp();
  payer = (await registeredUser(t)).client;
  wang = await staffClient(t, 'wang.jing');
  finance = await staffClient(t, 'finance');
  admin = await staffClient(t, 'admin');
}, 120_000);
afterAll(async () => t?.close());

type Rate = { currency: string; per_eur: string; source: string; cny_mid: string; cny_payer: string };
const rates = async (client: Client) => (await client.get('/api/ops/fx_rates', {})).data as { spread_bps: number; list: Rate[] };

describe('reading the rates', () => {
  it('finance and admins see every rate with CNY per unit at mid-market and with the spread; others do not', async () => {
    const seen = await rates(finance);
    expect(seen.spread_bps).toBe(t.app.ctx.config.fxSpreadBps);
    const cny = seen.list.find((r) => r.currency === 'CNY')!;
    expect(cny.cny_mid).toBe('1.000000');
    const gbp = seen.list.find((r) => r.currency === 'GBP')!;
    expect(gbp.per_eur).toMatch(/^\d+(\.\d+)?$/);
    // The payer rate is the mid-market rate raised by the spread (checked in basis points, exactly enough at 6 places).
    const mid = Number(gbp.cny_mid);
    expect(Number(gbp.cny_payer)).toBeCloseTo(mid * (1 + seen.spread_bps / 10_000), 5);
    expect((await rates(admin)).list).toEqual(seen.list);
    expect((await wang.get('/api/ops/fx_rates', {})).status_code).toBe(404);
    expect((await payer.get('/api/ops/fx_rates', {})).status_code).toBe(402);
  });
});

describe('changing a rate', () => {
  it('an admin sets one: the new rate, the change log with who and why, an audit row with before and after', async () => {
    const before = (await rates(admin)).list.find((r) => r.currency === 'GBP')!;
    const answer = await admin.post('/api/ops/fx_set_rate', { currency: 'GBP', per_eur: '0.8412', reason: 'Bank desk rate at 10:00' });
    expect(answer, answer.message).toMatchObject({ status_code: 200, data: { currency: 'GBP', per_eur: '0.8412', source: 'operator' } });
    expect((await rates(finance)).list.find((r) => r.currency === 'GBP')).toMatchObject({ per_eur: '0.8412', source: 'operator' });
    const [change] = await t.database.db.select().from(fxRateChanges).where(eq(fxRateChanges.currency, 'GBP')).orderBy(desc(fxRateChanges.id)).limit(1);
    expect(change).toMatchObject({ source: 'operator', reason: 'Bank desk rate at 10:00', changedBy: expect.stringMatching(/^staff:\d+$/) });
    const audit = await t.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'fx.set_rate'), eq(auditLog.targetId, 'GBP')));
    expect(audit).toMatchObject([{ targetType: 'fx_rate', before: { per_eur: before.per_eur, source: before.source }, after: { per_eur: '0.8412', source: 'operator', reason: 'Bank desk rate at 10:00' } }]);
  });

  it('refuses what is not a positive decimal or not a currency, at the field; nothing changes', async () => {
    const before = await rates(admin);
    for (const per_eur of ['7.7e1', '-1', '0', 'abc', '1.1234567890123']) {
      const answer = await admin.post('/api/ops/fx_set_rate', { currency: 'CNY', per_eur, reason: 'typo' });
      expect(answer.status_code, per_eur).toBe(400);
      expect(answer.data.field, per_eur).toBe('per_eur');
    }
    expect((await admin.post('/api/ops/fx_set_rate', { currency: 'XXQ', per_eur: '1.5', reason: 'typo' })).data.field).toBe('currency');
    expect((await admin.post('/api/ops/fx_set_rate', { currency: 'CNY', per_eur: '7.7', reason: '' })).status_code).toBe(400);
    expect((await rates(admin)).list).toEqual(before.list);
    expect(await t.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'fx.set_rate'), eq(auditLog.targetId, 'CNY')))).toHaveLength(0);
  });

  it('finance, a payment specialist and a payer may not', async () => {
    const body = { currency: 'CNY', per_eur: '7.9', reason: 'not mine to set' };
    expect((await finance.post('/api/ops/fx_set_rate', body)).status_code).toBe(404);
    expect((await wang.post('/api/ops/fx_set_rate', body)).status_code).toBe(404);
    expect((await payer.post('/api/ops/fx_set_rate', body)).status_code).toBe(402);
    expect((await rates(admin)).list.find((r) => r.currency === 'CNY')!.per_eur).not.toBe('7.9');
  });
});
