/** /user/send_verification and SMS /user/login: codes, limits (60 s, hourly, 371 + slider), new and known users. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createTestApp, lastCode, humanTrack, SLIDER_X, type TestApp } from './helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ limits: { smsPerPhonePerHour: 3, smsPerIpPerHour: 5 } });
}, 120_000);
afterAll(async () => t?.close());

let n = 0;
/** A fresh valid mainland number per test, so limits do not leak between tests. */
const nextPhone = () => `139${String(10_000_000 + (n += 1) * 7919).padStart(8, '0')}`;

async function sliderPass(client: Client, phone: string) {
  const puzzle = await client.get('/api/other/slider_captcha');
  expect(puzzle.data.background).toMatch(/^data:image\/png;base64,/);
  const param = JSON.stringify({ id: puzzle.data.id, x: SLIDER_X + 2, track: humanTrack(SLIDER_X + 2) });
  return client.post('/api/other/slider_verification', { captchaVerifyParam: param, tel_code: '+86', phone });
}

describe('send_verification', () => {
  it('sends a 6-digit code by GET and by POST, to the outbox', async () => {
    const client = new Client(t.app);
    await client.config();
    const phone = nextPhone();
    const sent = await client.get('/api/user/send_verification', { tel_code: '+86', phone });
    expect(sent).toMatchObject({ status_code: 200, message: 'The verification code has been sent', data: { countdown: 60 } });
    expect(await lastCode(t.app, `+86${phone}`)).toMatch(/^\d{6}$/);
    const other = nextPhone();
    const posted = await client.post('/api/user/send_verification', { tel_code: '+86', phone: other });
    expect(posted.status_code).toBe(200);
  });

  it('refuses bad input with a localized message naming the field', async () => {
    const en = new Client(t.app);
    expect(await en.post('/api/user/send_verification', { tel_code: '+86' })).toMatchObject({
      status_code: 400,
      message: 'Please enter your mobile number',
      data: { field: 'phone' },
    });
    expect(await en.post('/api/user/send_verification', { tel_code: '+86', phone: 13800138000 })).toMatchObject({
      status_code: 400,
      data: { field: 'phone' },
    });
    expect(await en.post('/api/user/send_verification', { tel_code: '+86', phone: '1'.repeat(40) })).toMatchObject({
      status_code: 400,
      message: 'Your mobile number must be at most 20 characters',
    });
    expect(await en.post('/api/user/send_verification', { tel_code: '+86', phone: '12345678901' })).toMatchObject({
      status_code: 400,
      message: 'Please enter a valid mobile number',
    });
    expect(await en.post('/api/user/send_verification', { tel_code: '+44', phone: '12ab' })).toMatchObject({ status_code: 400 });
    const zh = new Client(t.app, 'zh-CN');
    const wrong = await zh.post('/api/user/send_verification', { tel_code: '+86', phone: '12345678901' });
    expect(wrong.status_code).toBe(400);
    expect(wrong.message).toMatch(/[\u4e00-\u9fff]/);
  });

  it('accepts full-width digits and foreign numbers of 5 to 12 digits', async () => {
    const client = new Client(t.app);
    expect((await client.post('/api/user/send_verification', { tel_code: '+86', phone: '１３９１２３４５６７８' })).status_code).toBe(200);
    expect((await client.post('/api/user/send_verification', { tel_code: '+44', phone: '7700900123' })).status_code).toBe(200);
  });

  it('allows one SMS per phone per 60 s', async () => {
    const client = new Client(t.app);
    const phone = nextPhone();
    expect((await client.post('/api/user/send_verification', { tel_code: '+86', phone })).status_code).toBe(200);
    const again = await client.post('/api/user/send_verification', { tel_code: '+86', phone });
    expect(again.status_code).toBe(409);
    expect(again.message).toMatch(/try again in \d+ seconds/);
    t.clock.advance(61);
    expect((await client.post('/api/user/send_verification', { tel_code: '+86', phone })).status_code).toBe(200);
  });

  it('two sends to one phone at once: exactly one SMS', async () => {
    const phone = nextPhone();
    const answers = await Promise.all([
      new Client(t.app).post('/api/user/send_verification', { tel_code: '+86', phone }),
      new Client(t.app).post('/api/user/send_verification', { tel_code: '+86', phone }),
    ]);
    expect(answers.map((a) => a.status_code).sort()).toEqual([200, 409]);
  });

  it('past the hourly allowance answers 371 until a slider captcha passes', async () => {
    const client = new Client(t.app, undefined, '198.51.100.7');
    await client.config();
    const phone = nextPhone();
    for (let i = 0; i < 3; i += 1) {
      expect((await client.post('/api/user/send_verification', { tel_code: '+86', phone })).status_code).toBe(200);
      t.clock.advance(61);
    }
    const blocked = await client.post('/api/user/send_verification', { tel_code: '+86', phone });
    expect(blocked.status_code).toBe(371);
    // Slider with an empty phone: the phone-empty message.
    expect(await client.post('/api/other/slider_verification', { captchaVerifyParam: '{}', phone: '' })).toMatchObject({
      status_code: 400,
      message: 'Please enter your mobile number first',
    });
    // A wrong position fails and spends the puzzle.
    const puzzle = await client.get('/api/other/slider_captcha');
    const wrong = JSON.stringify({ id: puzzle.data.id, x: SLIDER_X + 40, track: humanTrack(SLIDER_X + 40) });
    expect(await client.post('/api/other/slider_verification', { captchaVerifyParam: wrong, tel_code: '+86', phone })).toMatchObject({
      status_code: 413,
      data: { pass: false },
    });
    const passed = await sliderPass(client, phone);
    expect(passed).toMatchObject({ status_code: 200, data: { pass: true } });
    expect((await client.post('/api/user/send_verification', { tel_code: '+86', phone })).status_code).toBe(200);
    t.clock.advance(61);
    // The pass is spent: the next one is blocked again.
    expect((await client.post('/api/user/send_verification', { tel_code: '+86', phone })).status_code).toBe(371);
  });

  it('counts the hourly allowance per IP across phones', async () => {
    const client = new Client(t.app, undefined, '192.0.2.99');
    for (let i = 0; i < 5; i += 1) {
      expect((await client.post('/api/user/send_verification', { tel_code: '+86', phone: nextPhone() })).status_code).toBe(200);
    }
    expect((await client.post('/api/user/send_verification', { tel_code: '+86', phone: nextPhone() })).status_code).toBe(371);
    t.clock.advance(3601);
    expect((await client.post('/api/user/send_verification', { tel_code: '+86', phone: nextPhone() })).status_code).toBe(200);
  });
});

describe('SMS login', () => {
  it('a new phone answers without user_name and remembers the phone for registration', async () => {
    const client = new Client(t.app);
    await client.config();
    const phone = nextPhone();
    await client.post('/api/user/send_verification', { tel_code: '+86', phone });
    const code = await lastCode(t.app, `+86${phone}`);
    const login = await client.post('/api/user/login', { tel_code: '+86', phone, phone_captcha: code });
    expect(login.status_code).toBe(200);
    expect(login.user_info?.user_name ?? '').toBe('');
    expect(login.data).toMatchObject({ is_new_user: 1 });
    // The code is single use.
    const reuse = await client.post('/api/user/login', { tel_code: '+86', phone, phone_captcha: code });
    expect(reuse).toMatchObject({ status_code: 405, message: 'Verification code error' });
  });

  it('a wrong code fails; the 5th wrong try voids the code', async () => {
    const client = new Client(t.app);
    const phone = nextPhone();
    await client.post('/api/user/send_verification', { tel_code: '+86', phone });
    const code = await lastCode(t.app, `+86${phone}`);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) {
      expect((await client.post('/api/user/login', { tel_code: '+86', phone, phone_captcha: wrong })).status_code).toBe(405);
    }
    expect((await client.post('/api/user/login', { tel_code: '+86', phone, phone_captcha: code })).status_code).toBe(405);
  });

  it('a code expires after 10 minutes', async () => {
    const client = new Client(t.app);
    const phone = nextPhone();
    await client.post('/api/user/send_verification', { tel_code: '+86', phone });
    const code = await lastCode(t.app, `+86${phone}`);
    t.clock.advance(601);
    expect((await client.post('/api/user/login', { tel_code: '+86', phone, phone_captcha: code })).status_code).toBe(405);
  });

  it('only the newest code counts', async () => {
    const client = new Client(t.app);
    const phone = nextPhone();
    await client.post('/api/user/send_verification', { tel_code: '+86', phone });
    const first = await lastCode(t.app, `+86${phone}`);
    t.clock.advance(61);
    await client.post('/api/user/send_verification', { tel_code: '+86', phone });
    const second = await lastCode(t.app, `+86${phone}`);
    if (first !== second) {
      expect((await client.post('/api/user/login', { tel_code: '+86', phone, phone_captcha: first })).status_code).toBe(405);
    }
    expect((await client.post('/api/user/login', { tel_code: '+86', phone, phone_captcha: second })).status_code).toBe(200);
  });

  it('missing code is a localized validation error', async () => {
    const client = new Client(t.app, 'zh-CN');
    const answer = await client.post('/api/user/login', { tel_code: '+86', phone: nextPhone() });
    expect(answer.status_code).toBe(400);
    expect(answer.data.field).toBe('phone_captcha');
  });
});
