/**
 * The PostgreSQL test templates do not pile up (helpers/app.ts dropOlderTemplates): when a migration or seed change
 * builds a new one, the older ones past the two newest are dropped, except one being built or in use. PostgreSQL
 * only; the databases here have a prefix of their own, so the run's real template is never touched.
 */
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { dropOlderTemplates, startingWith } from './helpers/app';

const url = process.env['DATABASE_URL'];

function databaseUrl(name: string): string {
  const target = new URL(url!);
  target.pathname = `/${name}`;
  return target.toString();
}

describe.skipIf(!url)('PostgreSQL test templates', () => {
  it('a new template drops the older ones past the two newest; one being built or in use stays', async () => {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    const prefix = `edupay_droptest_${process.pid}_`;
    const names = [1, 2, 3, 4, 5].map((n) => `${prefix}${n}`);
    const building = `${prefix}6_building`;
    try {
      for (const name of [...names, building]) await admin.query(`create database "${name}"`);
      // The oldest is being copied from (a connection on it): it is left alone.
      const user = new pg.Client({ connectionString: databaseUrl(names[0]!) });
      await user.connect();
      try {
        expect(await dropOlderTemplates(admin, prefix, names[4]!)).toEqual([names[1]]);
      } finally {
        await user.end();
      }
      const left = await admin.query<{ datname: string }>('select datname from pg_database where datname like $1 order by datname', [startingWith(prefix)]);
      expect(left.rows.map((r) => r.datname)).toEqual([names[0], names[2], names[3], names[4], building]);
    } finally {
      for (const name of [...names, building]) await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    }
  });
});
