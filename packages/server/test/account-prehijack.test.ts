/**
 * Issue 11, item 1 (account pre-hijacking): a phone or e-mail logs in, and counts for uniqueness,
 * only once proven (SMS code, e-mailed link). An unproven second contact is contact data.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { Client, createTestApp, lastCode, lastMessage, type TestApp } from './helpers/app';
import { chinaStudent, confirmEmail, freshEmail, freshPhone, smsLogin } from './helpers/flows';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(async () => t?.close());

/** An attacker signs up by e-mail (their own address) and types the victim's phone as contact. */
async function emailAccountCarrying(victimPhone: string) {
  const attacker = new Client(t.app);
  await attacker.config();
  const email = freshEmail();
  expect((await attacker.post('/api/user/verification_email', { email })).status_code).toBe(200);
  const answer = await attacker.post('/api/user/register', await chinaStudent(t.app, victimPhone, email, { login_name: email, password: 'attacker-1' }));
  expect(answer.status_code).toBe(200);
  return { attacker, email };
}

describe('pre-hijacking by a second contact', { timeout: 30_000 }, () => {
  it("the victim's SMS login of their own phone does not land in an e-mail account that typed it", async () => {
    const victimPhone = freshPhone();
    await emailAccountCarrying(victimPhone);
    const victim = new Client(t.app);
    const login = await smsLogin(t, victim, victimPhone);
    // A new user: the victim registers their own account.
    expect(login.data).toMatchObject({ is_new_user: 1 });
    expect(login.user_info?.user_name ?? '').toBe('');
    const registered = await victim.post('/api/user/register', await chinaStudent(t.app, victimPhone, freshEmail()));
    expect(registered.status_code).toBe(200);
    const owners = await t.database.db.select().from(users).where(eq(users.phoneE164, `+86${victimPhone}`));
    expect(owners).toHaveLength(1);
  });

  it("a phone account typing the victim's e-mail neither blocks the victim nor logs in with it", async () => {
    const attacker = new Client(t.app);
    const attackerPhone = freshPhone();
    const victimEmail = freshEmail();
    await smsLogin(t, attacker, attackerPhone);
    const made = await attacker.post('/api/user/register', await chinaStudent(t.app, attackerPhone, victimEmail, { password: 'attacker-1' }));
    expect(made.status_code).toBe(200);

    // The unproven address logs no one in.
    const byEmail = new Client(t.app);
    await byEmail.config();
    expect((await byEmail.post('/api/user/login', { login_name: victimEmail, password: 'attacker-1' })).status_code).toBe(407);

    // The real owner can still register it (was 332).
    const victim = new Client(t.app);
    await victim.config();
    expect((await victim.post('/api/user/verification_email', { email: victimEmail })).status_code).toBe(200);
    const registered = await victim.post('/api/user/register', await chinaStudent(t.app, freshPhone(), victimEmail, { login_name: victimEmail, password: 'victim-123' }));
    expect(registered.status_code).toBe(200);
    // The owner proves it from the mailbox; from then on it logs in to the owner's account only.
    await confirmEmail(t, victimEmail);
    const owner = new Client(t.app);
    await owner.config();
    expect((await owner.post('/api/user/login', { login_name: victimEmail, password: 'victim-123' })).status_code).toBe(200);
    expect((await owner.post('/api/user/login', { login_name: victimEmail, password: 'attacker-1' })).status_code).toBe(407);
  });

  it("the attacker's copy of the confirmation link for an address proven elsewhere is refused", async () => {
    const email = freshEmail();
    const first = new Client(t.app);
    const firstPhone = freshPhone();
    await smsLogin(t, first, firstPhone);
    await first.post('/api/user/register', await chinaStudent(t.app, firstPhone, email));
    const firstLink = (await lastMessage(t.app, email))!.body.match(/\/api\/user\/confirm_email\?\S+/)![0];
    const second = new Client(t.app);
    await second.config();
    await second.post('/api/user/verification_email', { email });
    await second.post('/api/user/register', await chinaStudent(t.app, freshPhone(), email, { login_name: email, password: 'secret-123' }));
    await confirmEmail(t, email);
    // Proven by the second account: the first account's link no longer makes it a login.
    const late = await t.app.inject({ method: 'GET', url: firstLink });
    expect(late.headers['location']).toBe('/?email_confirmed=0');
    expect(await first.post('/api/user/verify_contact', { proof: 'x', key: 'y' })).toMatchObject({ status_code: 410 });
  });
});

describe('proving a contact later (user centre)', { timeout: 30_000 }, () => {
  it('an e-mail account proves its phone by SMS; then SMS login of that phone reaches it', async () => {
    const phone = freshPhone();
    const { attacker: owner } = await emailAccountCarrying(phone);
    // Before: the phone is only contact data.
    const before = new Client(t.app);
    expect((await smsLogin(t, before, phone)).data).toMatchObject({ is_new_user: 1 });
    t.clock.advance(61);
    expect((await owner.post('/api/user/send_verification', { tel_code: '+86', phone })).status_code).toBe(200);
    const code = await lastCode(t.app, `+86${phone}`);
    expect(await owner.post('/api/user/verify_contact', { tel_code: '+86', phone, phone_captcha: '000000' })).toMatchObject({ status_code: 405 });
    expect(await owner.post('/api/user/verify_contact', { tel_code: '+86', phone, phone_captcha: code })).toMatchObject({ status_code: 200 });
    t.clock.advance(61);
    const after = new Client(t.app);
    const login = await smsLogin(t, after, phone);
    expect(login.user_info?.user_name).toBe('张三');
  });

  it('verify_contact by phone needs a login; a phone proven by another account answers 331', async () => {
    const anonymous = new Client(t.app);
    await anonymous.config();
    expect(await anonymous.post('/api/user/verify_contact', { tel_code: '+86', phone: freshPhone(), phone_captcha: '123456' })).toMatchObject({ status_code: 402 });

    const taken = freshPhone();
    const holder = new Client(t.app);
    await smsLogin(t, holder, taken);
    expect((await holder.post('/api/user/register', await chinaStudent(t.app, taken, freshEmail()))).status_code).toBe(200);
    const { attacker } = await emailAccountCarrying(freshPhone());
    t.clock.advance(61);
    await attacker.post('/api/user/send_verification', { tel_code: '+86', phone: taken });
    const code = await lastCode(t.app, `+86${taken}`);
    expect(await attacker.post('/api/user/verify_contact', { tel_code: '+86', phone: taken, phone_captcha: code })).toMatchObject({ status_code: 331 });
  });
});
