/** get_config from the cache: the spliced answer equals the one built whole, per session and language. */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteConfig } from '../src/domain/site-config';
import { csInfo } from '../src/modules/account/service/users';
import { createTestApp, type TestApp } from './helpers/app';
import { registeredUser } from './helpers/flows';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(async () => t?.close());

describe('get_config from the cache', () => {
  it('the anonymous answer, plain, in brotli or gzipped, is the config built whole', async () => {
    const ask = (encoding?: string) =>
      t.app.inject({ method: 'GET', url: '/api/get_config?page_path=/examfee/x', headers: { 'accept-language': 'zh-TW', ...(encoding ? { 'accept-encoding': encoding } : {}) } });
    const plain = await ask();
    const br = await ask('gzip, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const zipped = await ask('gzip');
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(zipped.rawPayload).toString()).toBe(plain.body);
    const built = siteConfig({ locale: 'zh-TW', country: 'CHN', channelCountry: '', pagePath: '/examfee/x', csInfo: csInfo(null, 'zh-TW'), token: '' });
    expect(plain.json()).toEqual({ status_code: 200, message: '成功', data: built, user_info: { user_name: '', user_country: '' }, token: '' });
    expect(plain.json().data.show_exam_logo).toBe(1);
  });

  it("a session's answer carries its own user, manager and token; the shared part is the same", async () => {
    const { client } = await registeredUser(t);
    const mine = await client.config();
    const anonymous = (await t.app.inject({ method: 'GET', url: '/api/get_config' })).json();
    expect(mine.user_info?.user_name).toBe('张三');
    expect(mine.token).toBe(client.token);
    expect(mine.data.token).toBe(client.token);
    expect(mine.data.cs_info.qr_code).not.toBe('');
    const { cs_info: _a, token: _b, ...sharedMine } = mine.data;
    const { cs_info: _c, token: _d, ...sharedAnonymous } = anonymous.data;
    expect(sharedMine).toEqual(sharedAnonymous);
  });
});
