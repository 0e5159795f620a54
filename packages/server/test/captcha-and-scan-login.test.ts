/** Image captcha (GET image, POST 202, single use, refresh limit) and scan login. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createTestApp, IMAGE_CAPTCHA, type TestApp } from './helpers/app';
import { registeredUser } from './helpers/flows';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ limits: { captchaPerSessionPerMinute: 5 } });
}, 120_000);
afterAll(async () => t?.close());

describe('image captcha', () => {
  it('GET answers a PNG image (no markup to read), and issues a session by cookie', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/other/check_captcha?0.123' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/png/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['set-cookie']).toMatch(/token=/);
    expect(response.rawPayload.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(response.rawPayload.toString('latin1')).not.toContain(IMAGE_CAPTCHA);
  });

  it('POST answers 202 when right, once', async () => {
    const client = new Client(t.app);
    await client.config();
    await client.raw({ method: 'GET', url: '/api/other/check_captcha' });
    expect(await client.post('/api/other/check_captcha', { img_captcha: IMAGE_CAPTCHA })).toMatchObject({ status_code: 202 });
    expect((await client.post('/api/other/check_captcha', { img_captcha: IMAGE_CAPTCHA })).status_code).toBe(406);
  });

  it('a wrong answer burns the captcha', async () => {
    const client = new Client(t.app, 'zh-CN');
    await client.config();
    await client.raw({ method: 'GET', url: '/api/other/check_captcha' });
    const wrong = await client.post('/api/other/check_captcha', { img_captcha: '0000' });
    expect(wrong.status_code).toBe(406);
    expect(wrong.message).toMatch(/图形验证码/);
    expect((await client.post('/api/other/check_captcha', { img_captcha: IMAGE_CAPTCHA })).status_code).toBe(406);
    expect((await client.post('/api/other/check_captcha', {})).status_code).toBe(400);
  });

  it('a captcha expires and refreshing is limited', async () => {
    const client = new Client(t.app);
    await client.config();
    await client.raw({ method: 'GET', url: '/api/other/check_captcha' });
    t.clock.advance(301);
    expect((await client.post('/api/other/check_captcha', { img_captcha: IMAGE_CAPTCHA })).status_code).toBe(406);
    for (let i = 0; i < 5; i += 1) expect((await client.raw({ method: 'GET', url: '/api/other/check_captcha' })).statusCode).toBe(200);
    const limited = await client.raw({ method: 'GET', url: '/api/other/check_captcha' });
    expect(limited.json()).toMatchObject({ status_code: 409, message: 'Too many refreshes; please wait a moment' });
  });
});

describe('scan login', () => {
  it('a QR ticket confirmed from a logged-in session logs the browser in', async () => {
    const { client: phoneApp } = await registeredUser(t);
    const browser = new Client(t.app);
    await browser.config();
    const qr = await browser.get('/api/user/scan_login_qrcode');
    expect(qr.data.qr_code).toMatch(/^data:image\/png;base64,/);
    expect(qr.data.expires_in).toBe(120);
    expect(await browser.get('/api/user/scan_login_check', { ticket: qr.data.ticket })).toMatchObject({ status_code: 200, data: { state: 'pending' } });
    // Only a logged-in session confirms.
    expect((await new Client(t.app).post('/api/user/scan_login_confirm', { ticket: qr.data.ticket })).status_code).toBe(402);
    expect((await phoneApp.post('/api/user/scan_login_confirm', { ticket: qr.data.ticket })).status_code).toBe(200);
    // Another session cannot collect the login.
    expect((await new Client(t.app).get('/api/user/scan_login_check', { ticket: qr.data.ticket })).status_code).toBe(410);
    const done = await browser.get('/api/user/scan_login_check', { ticket: qr.data.ticket });
    expect(done).toMatchObject({ status_code: 200, data: { state: 'confirmed' }, user_info: { user_name: '张三' } });
    expect((await browser.get('/api/user/is_login')).data.is_login).toBe(1);
    expect((await browser.get('/api/user/scan_login_check', { ticket: qr.data.ticket })).status_code).toBe(410);
  });

  it('a ticket expires', async () => {
    const { client: phoneApp } = await registeredUser(t);
    const browser = new Client(t.app);
    const qr = await browser.get('/api/user/scan_login_qrcode');
    t.clock.advance(121);
    expect((await phoneApp.post('/api/user/scan_login_confirm', { ticket: qr.data.ticket })).status_code).toBe(410);
    expect(await browser.get('/api/user/scan_login_check', { ticket: qr.data.ticket })).toMatchObject({ status_code: 410, data: { state: 'expired' } });
  });
});
