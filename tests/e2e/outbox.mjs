// Reading what the server "sent": the development outbox (GET /dev/outbox.json, newest first).
import assert from 'node:assert/strict';

async function newest(base, to, channel) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const messages = await (await fetch(`${base}/dev/outbox.json`)).json();
    const hit = messages.find((m) => m.channel === channel && m.to === to);
    if (hit) return hit;
    if (Date.now() > deadline) assert.fail(`no ${channel} to ${to} in the outbox`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** The 6-digit code of the newest SMS to `to` (e.g. '+8613800138000'). */
export async function smsCode(base, to) {
  const { body } = await newest(base, to, 'sms');
  return body.match(/\b(\d{6})\b/)[1];
}

/** The first link in the newest e-mail to `to`. */
export async function mailLink(base, to) {
  const { body } = await newest(base, to, 'email');
  return body.match(/https?:\/\/\S+/)[0];
}

/** How many messages the outbox holds for `to`, to wait for a new one. */
export async function outboxCount(base, to) {
  const messages = await (await fetch(`${base}/dev/outbox.json`)).json();
  return messages.filter((m) => m.to === to).length;
}

/** Open the e-mail confirmation link of the newest e-mail to `to` (the owner proving the address). */
export async function confirmEmail(base, to) {
  const link = await mailLink(base, to);
  assert.match(link, /\/api\/user\/confirm_email\?proof=/);
  const response = await fetch(link.replace(/^https?:\/\/[^/]+/, base), { redirect: 'manual' });
  assert.equal(response.headers.get('location'), '/?email_confirmed=1');
}
