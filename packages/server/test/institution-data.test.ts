/** The curated payee data: every entry matches the world list; enough destinations are covered. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { COUNTRIES } from '../src/data/countries';
import { INSTITUTION_NAMES } from '../src/data/institution-names';
import { buildSearchText, searchNormalize } from '../src/domain/search-text';

const world = JSON.parse(readFileSync(new URL('../data/world_universities_and_domains.json', import.meta.url), 'utf8')) as {
  name: string;
  alpha_two_code: string;
}[];

describe('curated institution names', () => {
  it('has at least 300 entries, each matching a row of the world list by country and name', () => {
    const names = new Set(world.map((u) => `${u.alpha_two_code}|${u.name}`));
    expect(INSTITUTION_NAMES.length).toBeGreaterThanOrEqual(300);
    const missing = INSTITUTION_NAMES.filter(([cy, en]) => !names.has(`${cy}|${en}`));
    expect(missing).toEqual([]);
  });

  it('has no duplicates and a Chinese name for every entry', () => {
    const keys = INSTITUTION_NAMES.map(([cy, en]) => `${cy}|${en}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const [, en, zh] of INSTITUTION_NAMES) expect(zh, en).toMatch(/[\u4e00-\u9fff]/);
  });

  it('covers the main destinations', () => {
    const byCountry = new Map<string, number>();
    for (const [cy] of INSTITUTION_NAMES) byCountry.set(cy, (byCountry.get(cy) ?? 0) + 1);
    for (const [cy, min] of [['GB', 60], ['US', 80], ['AU', 30], ['CA', 30], ['HK', 10], ['SG', 8], ['NZ', 8], ['JP', 20]] as const) {
      expect(byCountry.get(cy) ?? 0, cy).toBeGreaterThanOrEqual(min);
    }
  });

  it('knows the licence of the world list', () => {
    expect(readFileSync(new URL('../data/world_universities_and_domains.LICENSE.txt', import.meta.url), 'utf8')).toMatch(/MIT License/);
  });
});

describe('countries', () => {
  it('has real ITU calling codes and alpha-3 codes', () => {
    const byA3 = new Map(COUNTRIES.map((row) => [row[1], row]));
    expect(byA3.get('CHN')?.[2]).toBe('86');
    expect(byA3.get('IND')?.[2]).toBe('91');
    expect(byA3.get('HKG')?.[2]).toBe('852');
    expect(byA3.get('NZL')?.[4]).toBe('新西兰');
    expect(COUNTRIES.length).toBeGreaterThan(230);
  });
});

describe('search normalisation', () => {
  it('folds width and case and keeps field boundaries', () => {
    expect(searchNormalize('ＵＣＬ')).toBe('ucl');
    expect(searchNormalize("King's  College-London")).toBe("king's college london");
    expect(buildSearchText('University of Melbourne', '墨尔本大学', ['Unimelb', 'UoM'])).toBe('|university of melbourne|墨尔本大学|unimelb|uom|');
  });
});
