/**
 * First-start data: account managers (with QR codes made by qrcode) and the payee list
 * (world universities list + curated Chinese names and abbreviations + non-school payees).
 * Runs once per database (settings.seed_version), under an advisory lock on PostgreSQL.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { existsSync } from 'node:fs';
import QRCode from 'qrcode';
import { COUNTRIES } from '../data/countries';
import { INSTITUTION_NAMES, OTHER_PAYEES } from '../data/institution-names';
import { MANAGER_WORKING_HOURS, MANAGERS } from '../data/managers';
import { buildSearchText } from '../domain/search-text';
import { getSetting, setSetting } from '../plugins/settings';
import type { Database, Db } from './client';
import { SEED_LOCK } from './migrate';
import { institutions, managers } from './schema';
import { seedContent } from '../modules/content/seed';
import { seedDevRates } from '../modules/fx/seed';
import { seedPayeeAccounts } from '../modules/institutions/seed-payees';
import { seedDemoPayer } from '../modules/payments/seed';

/** Bump when the seed data changes in a way existing databases should not silently miss. */
export const SEED_VERSION = '1';

interface WorldUniversity {
  name: string;
  domains: string[];
  web_pages: string[];
  alpha_two_code: string;
}

export function dataFile(name: string): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 4; i += 1) {
    const candidate = join(dir, 'data', name);
    if (existsSync(candidate)) return candidate;
    dir = dirname(dir);
  }
  throw new Error(`data/${name} not found`);
}

/** A stable code from country and name, so history entries on clients survive a re-seed. */
function institutionCode(prefix: string, cy: string, name: string): string {
  return prefix + createHash('sha1').update(`${cy}|${name}`).digest('hex').slice(0, 10).toUpperCase();
}

/** `demoPayer`: the payments module's demo payer (never in production: a known phone logs in as it). */
export async function seed(database: Database, options: { demoPayer?: boolean } = {}): Promise<boolean> {
  const demoPayer = options.demoPayer ?? process.env['NODE_ENV'] !== 'production';
  return database.withLock(SEED_LOCK, async (db) => {
    await db.transaction(async (tx) => seedContent(tx as unknown as Db));
    await seedDevRates(db, new Date());
    const fresh = (await getSetting(db, 'seed_version')) !== SEED_VERSION;
    if (fresh) {
      await db.transaction(async (tx) => {
        await seedManagers(tx as unknown as Db);
        await seedInstitutions(tx as unknown as Db);
        await setSetting(tx as unknown as Db, 'seed_version', SEED_VERSION);
      });
    }
    // After the institutions they belong to; own version, so an existing database gets them too.
    await db.transaction(async (tx) => seedPayeeAccounts(tx as unknown as Db));
    if (demoPayer) await db.transaction(async (tx) => seedDemoPayer(tx as unknown as Db));
    return fresh;
  });
}

async function seedManagers(db: Db) {
  for (const m of MANAGERS) {
    const contact = m.isWechat === 2 ? `https://wa.me/${m.whatsapp?.replace(/\D/g, '')}` : `https://u.wechat.com/${m.wechatId}`;
    const qrCode = await QRCode.toDataURL(contact, { margin: 1, width: 240 });
    await db
      .insert(managers)
      .values({ ...m, countries: [...m.countries], languages: [...m.languages], qrCode, working: MANAGER_WORKING_HOURS })
      .onConflictDoNothing();
  }
}

async function seedInstitutions(db: Db) {
  const list = JSON.parse(await readFile(dataFile('world_universities_and_domains.json'), 'utf8')) as WorldUniversity[];
  const alpha3 = new Map(COUNTRIES.map(([a2, a3]) => [a2, a3]));
  const curated = new Map(INSTITUTION_NAMES.map(([cy, en, zh, ab]) => [`${cy}|${en}`, { zh, ab }]));
  const seen = new Set<string>();
  const rows: (typeof institutions.$inferInsert)[] = [];
  for (const u of list) {
    const key = `${u.alpha_two_code}|${u.name}`;
    // The list repeats some names (one row per domain): one payee each.
    if (seen.has(key)) continue;
    seen.add(key);
    const extra = curated.get(key);
    const abbreviations = extra?.ab.split('|') ?? [];
    rows.push({
      code: institutionCode('U', u.alpha_two_code, u.name),
      en: u.name,
      zh: extra?.zh ?? null,
      ab: extra ? abbreviations.join(',') : null,
      type: 'tuition',
      isSchool: 1,
      cy: u.alpha_two_code,
      country: alpha3.get(u.alpha_two_code) ?? u.alpha_two_code,
      domain: u.domains[0] ?? null,
      webPage: u.web_pages[0] ?? null,
      searchText: buildSearchText(u.name, extra?.zh ?? null, abbreviations),
      popularity: extra ? 10 : 0,
    });
  }
  for (const [cy, en, zh, ab] of OTHER_PAYEES) {
    const abbreviations = ab.split('|');
    rows.push({
      code: institutionCode('P', cy, en),
      en,
      zh,
      ab: abbreviations.join(','),
      type: 'other',
      isSchool: 0,
      cy,
      country: alpha3.get(cy) ?? cy,
      searchText: buildSearchText(en, zh, abbreviations),
      popularity: 5,
    });
  }
  for (let i = 0; i < rows.length; i += 500) {
    await db.insert(institutions).values(rows.slice(i, i + 500)).onConflictDoNothing();
  }
}
