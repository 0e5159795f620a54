/** Multi-call journeys shared by the tests: SMS login of a new phone, registration. */
import { expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { Client, lastCode, lastMessage, type Envelope, type TestApp } from './app';

let phones = 0;
/** A fresh mainland number (138 range) per call. */
export function freshPhone(): string {
  phones += 1;
  return `138${String(20_000_000 + phones * 7723 + Math.floor(Math.random() * 7000)).padStart(8, '0').slice(0, 8)}`;
}

let emails = 0;
export function freshEmail(): string {
  emails += 1;
  return `user${emails}.${Math.random().toString(36).slice(2, 8)}@example.com`;
}

export async function institutionId(app: FastifyInstance, search: string): Promise<number> {
  const response = await app.inject({ method: 'GET', url: '/api/other/get_school', query: { search_key: search, is_register: '1' } });
  const first = response.json().data[0];
  if (!first) throw new Error(`no institution for ${search}`);
  return first.id as number;
}

/** SMS login of a phone in this client's session; returns the login answer. */
export async function smsLogin(t: TestApp, client: Client, phone: string, telCode = '+86'): Promise<Envelope> {
  if (!client.token) await client.config();
  const sent = await client.post('/api/user/send_verification', { tel_code: telCode, phone });
  expect(sent.status_code).toBe(200);
  const code = await lastCode(t.app, `+${telCode.replace(/\D/g, '')}${phone}`);
  return client.post('/api/user/login', { tel_code: telCode, phone, phone_captcha: code });
}

export async function chinaStudent(app: FastifyInstance, phone: string, email: string, overrides: Record<string, unknown> = {}) {
  return {
    reg_role: 'student',
    reg_name: '张三',
    reg_college: 'University of Melbourne',
    reg_college_id: await institutionId(app, '墨尔本大学'),
    login_name: phone,
    phone,
    tel_code: '+86',
    email,
    country_code: 'CHN',
    reading_stage: 2,
    commencement_time: '2026-09',
    ...overrides,
  };
}

/** A registered user logged in by SMS in a new client, with a password set. */
export async function registeredUser(t: TestApp, password = 'secret-123') {
  const client = new Client(t.app);
  const phone = freshPhone();
  const email = freshEmail();
  await smsLogin(t, client, phone);
  const registered = await client.post('/api/user/register', await chinaStudent(t.app, phone, email, { password }));
  expect(registered.status_code).toBe(200);
  await confirmEmail(t, email);
  return { client, phone, email, password };
}

/** Open the newest e-mail confirmation link sent to `email` (the owner proving the address). */
export async function confirmEmail(t: TestApp, email: string): Promise<string> {
  const link = (await lastMessage(t.app, email))?.body.match(/https?:\/\/\S+\/api\/user\/confirm_email\?\S+/)?.[0];
  if (!link) throw new Error(`no confirmation link sent to ${email}`);
  const url = new URL(link);
  const response = await t.app.inject({ method: 'GET', url: url.pathname + url.search });
  expect(response.headers['location']).toBe('/?email_confirmed=1');
  return link;
}
