/** Forgot password by phone (id, oid, t) and by e-mail (image captcha, link), then reset_pwd. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createTestApp, IMAGE_CAPTCHA, lastCode, lastMessage, type TestApp } from './helpers/app';
import { freshPhone, registeredUser } from './helpers/flows';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(async () => t?.close());

describe('reset by phone', () => {
  it('send_verification_password, verify (id, oid, t), reset_pwd, log in with the new password', async () => {
    const { phone } = await registeredUser(t);
    const client = new Client(t.app);
    await client.config();
    t.clock.advance(61); // one SMS per phone per 60 s, whatever its purpose
    expect((await client.get('/api/user/send_verification_password', { tel_code: '+86', phone })).status_code).toBe(200);
    const code = await lastCode(t.app, `+86${phone}`);
    const verified = await client.post('/api/user/phone_verification_password', { tel_code: '+86', phone, phone_captcha: code });
    expect(verified.status_code).toBe(200);
    const { id, oid, t: expiry } = verified.data;
    expect(id).toEqual(expect.any(String));
    expect(oid).toEqual(expect.any(String));
    expect(expiry).toEqual(expect.any(Number));
    expect(await client.post('/api/user/reset_pwd', { id, oid, t: expiry, new_password: 'fresh-pass1', confirm_password: 'other-pass1' })).toMatchObject({
      status_code: 400,
    });
    expect(await client.post('/api/user/reset_pwd', { id, oid: 'forged', t: expiry, new_password: 'fresh-pass1', confirm_password: 'fresh-pass1' })).toMatchObject({
      status_code: 410,
    });
    expect(await client.post('/api/user/reset_pwd', { id, oid, t: expiry, new_password: 'fresh-pass1', confirm_password: 'fresh-pass1' })).toMatchObject({
      status_code: 200,
      message: 'Password reset successfully',
    });
    // Single use.
    expect((await client.post('/api/user/reset_pwd', { id, oid, t: expiry, new_password: 'fresh-pass2', confirm_password: 'fresh-pass2' })).status_code).toBe(410);
    expect((await client.post('/api/user/login', { tel_code: '+86', login_name: phone, password: 'fresh-pass1' })).status_code).toBe(200);
  });

  it('unknown phones and wrong codes are refused', async () => {
    const client = new Client(t.app);
    expect((await client.post('/api/user/send_verification_password', { tel_code: '+86', phone: freshPhone() })).status_code).toBe(404);
    const { phone } = await registeredUser(t);
    t.clock.advance(61);
    await client.post('/api/user/send_verification_password', { tel_code: '+86', phone });
    expect((await client.post('/api/user/phone_verification_password', { tel_code: '+86', phone, phone_captcha: '12' })).status_code).toBe(405);
    expect((await client.post('/api/user/phone_verification_password', { tel_code: '+86', phone })).data.field).toBe('phone_captcha');
  });

  it('a ticket expires', async () => {
    const { phone } = await registeredUser(t);
    const client = new Client(t.app);
    t.clock.advance(61);
    await client.post('/api/user/send_verification_password', { tel_code: '+86', phone });
    const code = await lastCode(t.app, `+86${phone}`);
    const { data } = await client.post('/api/user/phone_verification_password', { tel_code: '+86', phone, phone_captcha: code });
    t.clock.advance(31 * 60);
    expect((await client.post('/api/user/reset_pwd', { ...data, new_password: 'fresh-pass1', confirm_password: 'fresh-pass1' })).status_code).toBe(410);
  });
});

describe('reset by e-mail', () => {
  it('needs the image captcha, e-mails the link, and the link resets', async () => {
    const { email } = await registeredUser(t);
    const client = new Client(t.app);
    await client.config();
    expect(await client.post('/api/user/email_verification_password', { email, img_captcha: '12' })).toMatchObject({ status_code: 400, data: { field: 'img_captcha' } });
    // No captcha image was asked for: nothing to match.
    expect((await client.post('/api/user/email_verification_password', { email, img_captcha: IMAGE_CAPTCHA })).status_code).toBe(406);
    await client.raw({ method: 'GET', url: '/api/other/check_captcha?r=1' });
    const sent = await client.post('/api/user/email_verification_password', { email, img_captcha: IMAGE_CAPTCHA });
    expect(sent).toMatchObject({ status_code: 200, data: { countdown: 60 } });
    expect(sent.data).not.toHaveProperty('oid');
    const mail = await lastMessage(t.app, email);
    expect(mail?.subject).toBe('Reset your EduPay password');
    const link = mail?.body.match(/http:\/\/localhost:3000\/\?\S+/)?.[0];
    expect(link).toBeDefined();
    const url = new URL(link!);
    expect(url.searchParams.get('type')).toBe('reset_password');
    const ticket = { id: url.searchParams.get('id'), oid: url.searchParams.get('oid'), t: url.searchParams.get('t') };
    // The captcha was spent, and a second e-mail within 60 s is refused anyway.
    expect((await client.post('/api/user/email_verification_password', { email, img_captcha: IMAGE_CAPTCHA })).status_code).toBe(406);
    expect(await client.post('/api/user/reset_pwd', { ...ticket, new_password: 'mail-pass1', confirm_password: 'mail-pass1' })).toMatchObject({ status_code: 200 });
    expect((await client.post('/api/user/login', { login_name: email, password: 'mail-pass1' })).status_code).toBe(200);
  });

  it('a captcha checked by POST check_captcha (202) can be spent once by the e-mail call', async () => {
    const { email } = await registeredUser(t);
    const client = new Client(t.app);
    await client.config();
    await client.raw({ method: 'GET', url: '/api/other/check_captcha' });
    expect((await client.post('/api/other/check_captcha', { img_captcha: IMAGE_CAPTCHA })).status_code).toBe(202);
    expect((await client.post('/api/user/email_verification_password', { email, img_captcha: IMAGE_CAPTCHA })).status_code).toBe(200);
  });
});
