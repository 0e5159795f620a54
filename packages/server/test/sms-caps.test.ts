/**
 * Hard SMS caps that no captcha lifts. The probe solved each slider (its piece was the gap's own
 * pixels) and every solve bought one more SMS: 10 past the address limit, 7 past the phone limit,
 * to +44, +234, +7 and +1 numbers (SMS bombing and pumping). Here the attacker solves every slider
 * too (tests know its answer) and still gets no more than the caps per phone, per address, per
 * destination calling code per hour, and the daily budget of the calling codes not served; each
 * cap reached raises one ops alert that staff read and that is e-mailed through the job queue.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createTestApp, humanTrack, jobsSettled, SLIDER_X, type TestApp } from './helpers/app';
import { staffClient } from './helpers/staff';

const OPS = 'ops-alerts@edupay.test';
const CAPS = {
  smsPerPhonePerHour: 3,
  smsPerIpPerHour: 5,
  smsMaxPerPhonePerHour: 5,
  smsMaxPerIpPerHour: 8,
  smsMaxPerServedCountryPerHour: 12,
  smsMaxPerUnservedCountryPerHour: 4,
  smsUnservedPerDay: 6,
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ limits: CAPS, config: { opsAlertEmail: OPS } });
}, 120_000);
afterAll(async () => t?.close());

let n = 0;
const mainland = () => `137${String(20_000_000 + (n += 1) * 7919).padStart(8, '0')}`;
const foreign = () => String(9_000_000_000 + (n += 1) * 7919);

/** The attacker's send: on 371 it solves the slider and sends again. The HTTP-level status of the last answer. */
async function sendSolving(client: Client, tel_code: string, phone: string): Promise<number> {
  const first = await client.post('/api/user/send_verification', { tel_code, phone });
  if (first.status_code !== 371) return first.status_code;
  const puzzle = await client.get('/api/other/slider_captcha');
  const param = JSON.stringify({ id: puzzle.data.id, x: SLIDER_X, track: humanTrack(SLIDER_X) });
  expect(await client.post('/api/other/slider_verification', { captchaVerifyParam: param, tel_code, phone })).toMatchObject({ data: { pass: true } });
  return (await client.post('/api/user/send_verification', { tel_code, phone })).status_code;
}

const accepted = (statuses: number[]) => statuses.filter((s) => s === 200).length;

/** A fresh hour for the hourly caps (the daily budget keeps counting). */
const nextHour = () => t.clock.advance(3601);

describe('hard SMS caps a solved slider cannot lift', () => {
  it('SMS bombing one phone from rotating addresses: the per-phone cap, then a localized refusal without the slider', async () => {
    nextHour();
    const phone = mainland();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      statuses.push(await sendSolving(new Client(t.app), '+86', phone));
      t.clock.advance(61);
    }
    expect(accepted(statuses)).toBe(CAPS.smsMaxPerPhonePerHour);
    expect(statuses.slice(CAPS.smsMaxPerPhonePerHour)).toEqual(Array(12 - CAPS.smsMaxPerPhonePerHour).fill(409));
    const zh = await new Client(t.app, 'zh-CN').post('/api/user/send_verification', { tel_code: '+86', phone });
    expect(zh.status_code).toBe(409);
    expect(zh.message).toMatch(/[\u4e00-\u9fff]/);
    expect((await new Client(t.app).post('/api/user/send_verification', { tel_code: '+86', phone })).message).toBe(
      'Too many SMS requests; please try again later or log in with your password',
    );
  });

  it('one address sending to many phones: the per-address cap', async () => {
    nextHour();
    const client = new Client(t.app, undefined, '203.0.113.50');
    const statuses: number[] = [];
    for (let i = 0; i < 14; i += 1) {
      statuses.push(await sendSolving(client, '+86', mainland()));
      t.clock.advance(4); // the puzzle refresh limit is per minute
    }
    expect(accepted(statuses)).toBe(CAPS.smsMaxPerIpPerHour);
  });

  it('many addresses and phones toward one served calling code: the per-country hourly cap', async () => {
    nextHour();
    const statuses: number[] = [];
    for (let i = 0; i < 20; i += 1) statuses.push(await sendSolving(new Client(t.app), '+44', foreign()));
    expect(accepted(statuses)).toBe(CAPS.smsMaxPerServedCountryPerHour);
    // Other calling codes are capped apart: the mainland still gets its codes.
    expect(await sendSolving(new Client(t.app), '+86', mainland())).toBe(200);
  });

  it('calling codes the product does not serve: a small hourly cap each and one daily budget for all', async () => {
    t.clock.advance(25 * 3600);
    const burst = async (tel: string, count: number) => {
      const statuses: number[] = [];
      for (let i = 0; i < count; i += 1) statuses.push(await sendSolving(new Client(t.app), tel, foreign()));
      return accepted(statuses);
    };
    expect(await burst('+7', 10)).toBe(CAPS.smsMaxPerUnservedCountryPerHour);
    nextHour();
    // The day's budget has 6 - 4 = 2 left, for +7 or any other unserved code.
    expect(await burst('+7', 10)).toBe(CAPS.smsUnservedPerDay - CAPS.smsMaxPerUnservedCountryPerHour);
    expect(await burst('+380', 3)).toBe(0);
    // Served codes are not held by it.
    expect(await burst('+234', 2)).toBe(2);
    expect(await burst('+1', 2)).toBe(2);
    t.clock.advance(24 * 3600);
    expect(await burst('+380', 1)).toBe(1);
  });

  it('parallel sends toward an unserved code: exactly the cap gets through', async () => {
    t.clock.advance(25 * 3600);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => new Client(t.app).post('/api/user/send_verification', { tel_code: '+998', phone: foreign() })),
    );
    expect(accepted(answers.map((a) => a.status_code))).toBe(CAPS.smsMaxPerUnservedCountryPerHour);
  });

  it('each cap reached is one ops alert per hour that finance and admins read, e-mailed once through the job queue', async () => {
    const admin = await staffClient(t, 'admin');
    const page = await admin.get('/api/ops/ops_alerts');
    expect(page.status_code).toBe(200);
    const alerts = page.data.list as { kind: string; subject: string; count: number; detail: { cap: string } }[];
    const caps = new Set(alerts.map((a) => a.detail.cap));
    expect([...caps].sort()).toEqual(['address_hour', 'country_hour', 'phone_hour', 'unserved_day']);
    expect(alerts.every((a) => a.kind === 'sms_cap')).toBe(true);
    expect(alerts.map((a) => a.subject)).toEqual(expect.arrayContaining(['ip:203.0.113.50', 'country:+44', 'country:+7', 'country:+998', 'unserved']));
    // The bombed phone tripped 7 times plus the two checks after: one row counting them.
    const phone = alerts.find((a) => a.detail.cap === 'phone_hour');
    expect(phone?.count).toBe(9);
    expect((await (await staffClient(t, 'finance')).get('/api/ops/ops_alerts')).status_code).toBe(200);
    expect((await (await staffClient(t, 'wang.jing')).get('/api/ops/ops_alerts')).status_code).toBe(404);
    await jobsSettled(t.app, OPS);
    const outbox = (await t.app.inject({ method: 'GET', url: '/dev/outbox.json' })).json() as { to: string; subject: string | null }[];
    const mails = outbox.filter((m) => m.to === OPS);
    expect(mails).toHaveLength(alerts.length);
    expect(mails.every((m) => m.subject?.startsWith('EduPay ops alert: sms_cap'))).toBe(true);
  });
});
