/** Staff of the operations console in tests: a logged-in client of a development staff account (password, then TOTP: every role). */
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { managers, users } from '../../src/db/schema';
import { DEV_STAFF, DEV_STAFF_PASSWORD } from '../../src/modules/ops/dev-staff';
import { totpCode } from '../../src/modules/ops/totp';
import { Client, type TestApp } from './app';

export type DevLogin = 'wang.jing' | 'li.ming' | 'finance' | 'admin';

/** The TOTP code of a development account now (the clock moves on a step first: a code is accepted once). */
export async function nextTotp(t: TestApp, login: DevLogin): Promise<string> {
  const secret = DEV_STAFF.find((s) => s.login === login)?.totp;
  if (!secret) throw new Error(`${login} has no TOTP`);
  t.clock.advance(30);
  return totpCode(secret, t.clock.now);
}

/** A development staff member logged in (password, then TOTP), optionally from a given address. */
export async function staffClient(t: TestApp, login: DevLogin, language?: string, ip?: string): Promise<Client> {
  const client = new Client(t.app, language, ip);
  const answer = await client.post('/api/ops/login', { staff_login: login, password: DEV_STAFF_PASSWORD });
  expect(answer.status_code, answer.message).toBe(200);
  expect(answer.data.staff.totp_needed).toBe(1);
  client.token = answer.data.token as string;
  const second = await client.post('/api/ops/login_totp', { totp_code: await nextTotp(t, login) });
  expect(second.status_code, second.message).toBe(200);
  return client;
}

/** Makes the development manager with this WeChat ID the payer's (by e-mail) payment specialist; answers the payer's user id. */
export async function assignManager(t: TestApp, email: string, wechat: string): Promise<number> {
  const [manager] = await t.database.db.select({ id: managers.id }).from(managers).where(eq(managers.wechatId, wechat));
  const [user] = await t.database.db.update(users).set({ managerId: manager!.id }).where(eq(users.email, email)).returning({ id: users.id });
  return user!.id;
}
