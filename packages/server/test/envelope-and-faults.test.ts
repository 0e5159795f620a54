/** Envelope and faults: maintenance 4005, 500 with a request id, transport faults, dev outbox, language switch. */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { setSetting } from '../src/plugins/settings';
import { Client, createTestApp, jobsSettled, siblingApp, type TestApp } from './helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(async () => t?.close());

describe('maintenance', () => {
  it('a settings row makes every call answer 4005 (health stays up)', async () => {
    await setSetting(t.database.db, 'maintenance', '1');
    await new Promise((resolve) => setTimeout(resolve, 2100)); // the switch is cached for 2 s
    const zh = await new Client(t.app, 'zh-CN').config();
    expect(zh).toMatchObject({ status_code: 4005, message: '系统维护中，请稍后再来' });
    expect((await new Client(t.app).post('/api/user/login', {})).status_code).toBe(4005);
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    await setSetting(t.database.db, 'maintenance', '0');
    await new Promise((resolve) => setTimeout(resolve, 2100));
    expect((await new Client(t.app).config()).status_code).toBe(200);
  }, 30_000);

  it('MAINTENANCE=1 (config) answers 4005', async () => {
    const other = await siblingApp(t, { maintenance: true });
    try {
      expect((await new Client(other).get('/api/other/get_school', { search_key: 'ucl' })).status_code).toBe(4005);
    } finally {
      await other.close();
    }
  });
});

describe('faults', () => {
  it('an unknown fault is HTTP 500 with a generic message and the request id, no stack', async () => {
    const logged: unknown[] = [];
    const spy = vi.spyOn(t.app.log, 'error').mockImplementation((...args: unknown[]) => {
      logged.push(args[0]);
    });
    // A clock that went wrong: the session insert throws deep inside the driver.
    const saved = t.clock.now;
    t.clock.now = new Date(Number.NaN);
    // (get_config writes nothing any more: the slider puzzle is a call that stores a session.)
    const response = await t.app.inject({ method: 'GET', url: '/api/other/slider_captcha' });
    t.clock.now = saved;
    expect(response.statusCode).toBe(500);
    const body = response.json();
    expect(body.status_code).toBe(500);
    expect(body.request_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.message).toContain(body.request_id);
    expect(response.body).not.toMatch(/at .*\.ts|stack/i);
    expect(JSON.stringify(logged)).toContain(body.request_id);
    spy.mockRestore();
  });

  it('malformed JSON and oversized bodies are HTTP faults with the envelope', async () => {
    const bad = await t.app.inject({ method: 'POST', url: '/api/user/login', headers: { 'content-type': 'application/json' }, payload: '{"phone":' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ status_code: 400, message: 'The request could not be read' });
    const huge = await t.app.inject({ method: 'POST', url: '/api/user/login', payload: { login_name: 'x'.repeat(70_000) } });
    expect(huge.statusCode).toBe(413);
  });
});

describe('language and location', () => {
  it('change_lang sets the language cookie and answers in the new language', async () => {
    const client = new Client(t.app);
    const response = await client.raw({ method: 'POST', url: '/api/other/change_lang', payload: { lang: 'zh-TW' } });
    expect(response.json()).toMatchObject({ status_code: 200, message: '語言已切換', data: { language: 'zh-TW' } });
    expect(response.headers['set-cookie']).toMatch(/language=zh-TW/);
    expect((await client.post('/api/other/change_lang', { lang: 'fr' })).status_code).toBe(400);
    expect((await client.post('/api/other/change_lang', {})).data.field).toBe('lang');
  });

  it('change_location stores the country variant of the session', async () => {
    const client = new Client(t.app);
    await client.config();
    expect(await client.post('/api/other/change_location', { country: 'ind' })).toMatchObject({ status_code: 200, data: { country: 'IND' } });
    const config = await client.config();
    expect(config.data).toMatchObject({ change_country: 'IND', is_ins: 1 });
    expect((await client.post('/api/other/change_location', { country: 'XXX' })).status_code).toBe(400);
  });
});

describe('dev outbox', () => {
  it('lists messages newest first as JSON and HTML', async () => {
    const client = new Client(t.app);
    await client.post('/api/user/send_verification', { tel_code: '+86', phone: '13912340001' });
    await jobsSettled(t.app);
    await client.post('/api/user/send_verification', { tel_code: '+86', phone: '13912340002' });
    await jobsSettled(t.app);
    const list = (await t.app.inject({ method: 'GET', url: '/dev/outbox.json' })).json();
    expect(list[0]).toMatchObject({ channel: 'sms', to: '+8613912340002', subject: null, body: expect.stringMatching(/\d{6}/) });
    expect(Object.keys(list[0]).sort()).toEqual(['body', 'channel', 'created_at', 'subject', 'to']);
    const html = await t.app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(html.headers['content-type']).toMatch(/text\/html/);
    expect(html.body).toContain('+8613912340001');
  });

  it('is absent in production', async () => {
    const prod = await siblingApp(t, { production: true });
    try {
      expect((await prod.inject({ method: 'GET', url: '/dev/outbox.json' })).statusCode).toBe(404);
      expect((await prod.inject({ method: 'GET', url: '/dev/outbox' })).statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
