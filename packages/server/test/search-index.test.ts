/**
 * The in-memory search list (modules/institutions/search-index.ts) is never stale: a change to
 * institutions written by anyone (another instance, SQL by hand) is seen by the next search of
 * every instance, because the trigger moves search_versions in the writing transaction.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { institutions } from '../src/db/schema';
import { buildSearchText } from '../src/domain/search-text';
import { searchInstitutions } from '../src/modules/institutions/repo';
import { InstitutionSearchIndex } from '../src/modules/institutions/search-index';
import { Client, createTestApp, type TestApp } from './helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(async () => t?.close());

const names = async (q: string) => (await new Client(t.app).get('/api/other/get_school', { search_key: q })).data.map((r: { en: string }) => r.en);

describe('in-memory institution search', () => {
  it('sees an insert, a rename and a delete made behind its back, on every instance', { timeout: 120_000 }, async () => {
    const db = t.app.ctx.db;
    // A second instance: its own index on the same database.
    const other = new InstitutionSearchIndex(db);
    expect(await names('zyxwv college')).toEqual([]);
    await db.insert(institutions).values({
      code: 'UTESTZYXWV1', en: 'Zyxwv College', zh: '测试学院', ab: 'ZYX', type: 'tuition', isSchool: 1, cy: 'GB', country: 'GBR',
      searchText: buildSearchText('Zyxwv College', '测试学院', ['ZYX']), popularity: 0,
    });
    expect(await names('zyxwv college')).toEqual(['Zyxwv College']);
    expect((await other.rows()).some((r) => r.code === 'UTESTZYXWV1')).toBe(true);

    // By hand in SQL, as an operator would.
    await db.execute(sql`update institutions set en = 'Qwzyx College', search_text = '|qwzyx college|' where code = 'UTESTZYXWV1'`);
    expect(await names('zyxwv college')).toEqual([]);
    expect(await names('qwzyx')).toEqual(['Qwzyx College']);
    expect((await other.rows()).find((r) => r.code === 'UTESTZYXWV1')?.en).toBe('Qwzyx College');

    await db.delete(institutions).where(eq(institutions.code, 'UTESTZYXWV1'));
    expect(await searchInstitutions(db, 'qwzyx')).toEqual([]);
    expect((await other.rows()).some((r) => r.code === 'UTESTZYXWV1')).toBe(false);
  });

  it('a rolled-back change is never seen', async () => {
    const db = t.app.ctx.db;
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`update institutions set search_text = search_text || 'rollbackprobe|' where code = (select code from institutions order by id limit 1)`);
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    expect(await searchInstitutions(db, 'rollbackprobe')).toEqual([]);
  });

  it('concurrent searches after a change share one reload and agree', { timeout: 60_000 }, async () => {
    const db = t.app.ctx.db;
    await db.execute(sql`update institutions set popularity = popularity where code = (select code from institutions order by id limit 1)`);
    const answers = await Promise.all(Array.from({ length: 8 }, () => names('melbourne')));
    for (const a of answers) expect(a).toEqual(answers[0]);
    expect(answers[0]![0]).toBe('University of Melbourne');
  });

  it('a change committed in a transaction, or by SQL on the raw client, is seen by the very next search', { timeout: 60_000 }, async () => {
    const db = t.app.ctx.db;
    expect(await names('vwxyq')).toEqual([]);
    await db.transaction(async (tx) => {
      await tx.insert(institutions).values({
        code: 'UTESTVWXYQ1', en: 'Vwxyq Institute', zh: null, ab: null, type: 'tuition', isSchool: 1, cy: 'GB', country: 'GBR',
        searchText: buildSearchText('Vwxyq Institute', null, []), popularity: 0,
      });
    });
    expect(await names('vwxyq')).toEqual(['Vwxyq Institute']);
    // Not through drizzle: the PGlite client itself (PostgreSQL: the same pool).
    if (t.app.ctx.database.driver === 'pglite') {
      await t.app.ctx.database.pgliteClient().exec(`update institutions set en = 'Vwxyq Academy' where code = 'UTESTVWXYQ1'`);
    } else {
      await db.execute(sql`update institutions set en = 'Vwxyq Academy' where code = 'UTESTVWXYQ1'`);
    }
    expect(await names('vwxyq')).toEqual(['Vwxyq Academy']);
    await db.delete(institutions).where(eq(institutions.code, 'UTESTVWXYQ1'));
    expect(await names('vwxyq')).toEqual([]);
  });

  it('answers the same JSON plain, in brotli and gzipped; the compressed answer follows a change too', { timeout: 60_000 }, async () => {
    const get = (encoding: string) => t.app.inject({ method: 'GET', url: '/api/other/get_school?search_key=university', headers: { 'accept-encoding': encoding } });
    const plain = await get('identity');
    const br = await get('br');
    const gzip = await get('gzip');
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
    const first: { code: string; zh: string } = plain.json().data[0];

    // The Chinese name shown, not what matching or ranking reads: the order stays, the bytes change.
    const db = t.app.ctx.db;
    await db.update(institutions).set({ zh: '改名测试大学' }).where(eq(institutions.code, first.code));
    try {
      const after = JSON.parse(brotliDecompressSync((await get('br')).rawPayload).toString());
      expect(after.data[0]).toMatchObject({ code: first.code, zh: '改名测试大学' });
    } finally {
      await db.update(institutions).set({ zh: first.zh || null }).where(eq(institutions.code, first.code));
    }
  });
});
