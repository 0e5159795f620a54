/**
 * The in-memory search list (modules/institutions/search-index.ts) is never stale: a change to
 * institutions written by anyone (another instance, SQL by hand) is seen by the next search of
 * every instance, because the trigger moves search_versions in the writing transaction.
 */
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
});
