/**
 * The job queue keeps a change and its consequence together (issue 12): a code whose SMS was
 * committed is sent even when the process dies before sending it; a request that fails before its
 * commit leaves neither the code nor the SMS.
 */
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { verificationCodes } from '../src/db/schema';
import { Client, createTestApp, jobsSettled, siblingApp, type TestApp } from './helpers/app';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
}, 60_000);

async function outboxTo(app: TestApp['app'], to: string) {
  const list = (await app.inject({ method: 'GET', url: '/dev/outbox.json' })).json() as { to: string; body: string }[];
  return list.filter((m) => m.to === to);
}

describe('job queue', { timeout: 60_000 }, () => {
  it('sends a committed SMS after the process that committed it died before sending', async () => {
    t = await createTestApp({ workJobs: false });
    const client = new Client(t.app);
    const answer = await client.post('/api/user/send_verification', { tel_code: '+86', phone: '13912345601' });
    expect(answer.status_code).toBe(200);
    // Committed: the code row and its job are there, nothing was sent.
    expect(await t.app.ctx.jobs.pending()).toBe(1);
    expect(await outboxTo(t.app, '+8613912345601')).toEqual([]);
    await t.app.close(); // the crash: this process never works its queue

    const restarted = await siblingApp(t, {});
    try {
      await jobsSettled(restarted);
      const sent = await outboxTo(restarted, '+8613912345601');
      expect(sent).toHaveLength(1);
      expect(sent[0]?.body).toMatch(/\d{6}/);
    } finally {
      await restarted.close();
    }
  });

  it('sends nothing when the request fails before its commit', async () => {
    t = await createTestApp();
    // A deferred constraint trigger fails the transaction at COMMIT, after the code row and the job
    // row were both written: the point where a crash or a failing database would hit.
    await t.database.execScript(`
      create function fail_at_commit() returns trigger language plpgsql as $$
      begin raise exception 'simulated failure at commit'; end $$;
      create constraint trigger fail_at_commit after insert on verification_codes
        deferrable initially deferred for each row
        when (new.target = '+8613912345602') execute function fail_at_commit();`);
    const client = new Client(t.app);
    const answer = await client.raw({ method: 'POST', url: '/api/user/send_verification', payload: { tel_code: '+86', phone: '13912345602' } });
    expect(answer.statusCode).toBe(500);
    await jobsSettled(t.app);
    expect(await outboxTo(t.app, '+8613912345602')).toEqual([]);
    const codes = await t.database.db.select().from(verificationCodes).where(eq(verificationCodes.target, '+8613912345602'));
    expect(codes).toEqual([]);
    const jobs = await t.app.ctx.jobs.recent();
    expect(jobs.filter((job) => JSON.stringify(job.data).includes('13912345602'))).toEqual([]);
  });

  it('retries a failing gateway and shows the job on the development page', async () => {
    t = await createTestApp();
    let calls = 0;
    const flaky = await siblingAppWithSms(t, async () => {
      calls += 1;
      if (calls === 1) throw new Error('gateway down');
    });
    try {
      const client = new Client(flaky);
      expect((await client.post('/api/user/send_verification', { tel_code: '+86', phone: '13912345603' })).status_code).toBe(200);
      // The first try failed; the queue tries again after its backoff (5 s) and the second try sends.
      await jobsSettled(flaky, undefined, 30_000);
      expect(calls).toBe(2);
      const json = (await flaky.inject({ method: 'GET', url: '/dev/jobs.json' })).json() as { queue: string; state: string; retry_count: number }[];
      expect(json[0]).toMatchObject({ queue: 'sms', state: 'completed', retry_count: 1 });
      const page = await flaky.inject({ method: 'GET', url: '/dev/jobs' });
      expect(page.body).toContain('<td>sms</td><td>completed</td><td>1</td>');
    } finally {
      await flaky.close();
    }
  });
});

async function siblingAppWithSms(base: TestApp, send: () => Promise<void>) {
  await base.app.close(); // one worker only: the flaky one
  const { buildApp } = await import('../src/app');
  return buildApp({
    database: base.database,
    now: () => base.clock.now,
    logger: false,
    sms: { send },
    config: { production: false, maintenance: false, smtpUrl: undefined, secret: 'test-secret', publicUrl: 'http://localhost:3000' },
  });
}
