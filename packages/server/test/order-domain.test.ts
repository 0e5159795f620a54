/** The pure parts of orders (the status table is in order-lifecycle.test.ts): identity sealing with key ids, money at the currency's scale, order numbers. */
import { describe, expect, it } from 'vitest';
import { identityKey, maskIdentity, openIdentity, sealIdentity } from '../src/domain/identity-seal';
import { minorToDecimal, toCurrencyMinor } from '../src/domain/order-money';
import { orderNumber } from '../src/domain/order-number';

describe('identity seal', () => {
  const id = '110105197504020019';
  it('seals with a key id; the ciphertext holds no digits of the number and differs every time', () => {
    const key = identityKey('secret-a');
    const a = sealIdentity(key, id);
    const b = sealIdentity(key, id);
    expect(a).not.toBe(b);
    expect(a).not.toContain('19750402');
    expect(openIdentity([key], key.id, a)).toBe(id);
    expect(key.id).toMatch(/^k1-[0-9a-f]{12}$/);
  });
  it('opens old rows with the previous secret after rotation, and refuses a wrong key id or a tampered value', () => {
    const old = identityKey('secret-a');
    const current = identityKey('secret-b');
    expect(old.id).not.toBe(current.id);
    const sealed = sealIdentity(old, id);
    expect(openIdentity([current, old], old.id, sealed)).toBe(id);
    expect(() => openIdentity([current], old.id, sealed)).toThrow(/not configured/);
    const forged = { id: current.id, key: old.key }; // the right key under another id fails: the id is bound in
    expect(() => openIdentity([forged], current.id, sealed)).toThrow();
    // One character of the auth tag changed (characters 16-37; the last ones can carry only padding bits, and the old
    // ending rewrite gave the seal back unchanged for some random IVs).
    const tampered = `${sealed.slice(0, 20)}${sealed[20] === 'A' ? 'B' : 'A'}${sealed.slice(21)}`;
    expect(() => openIdentity([old], old.id, tampered)).toThrow();
  });
  it('masks all but the first and the last 4 characters', () => {
    expect(maskIdentity(id)).toBe('1*************0019');
    expect(maskIdentity('E1234')).toBe('*****');
    expect(maskIdentity(null)).toBe('');
  });
});

describe('order money', () => {
  it('minor units at the currency scale', () => {
    expect(toCurrencyMinor(1_200_000n, 'USD')).toBe(1_200_000n);
    expect(toCurrencyMinor(15_000_000n, 'JPY')).toBe(150_000n);
    expect(toCurrencyMinor(15_000_050n, 'JPY')).toBeNull();
    expect(minorToDecimal(1_200_005n, 'GBP')).toBe('12000.05');
    expect(minorToDecimal(5n, 'GBP')).toBe('0.05');
    expect(minorToDecimal(150_000n, 'JPY')).toBe('150000');
  });
  it('order numbers carry the day in China', () => {
    expect(orderNumber(new Date('2026-03-01T17:00:00Z'), '123456')).toBe('EP20260302123456');
  });
});

describe('pinyin of a Chinese name (the order check accepts any of these spellings)', () => {
  it('the passport spelling first, then the ordinary reading of the surname and ü as U; compound surnames', async () => {
    const { chineseNameSpellings } = await import('../src/domain/name-conversion');
    const lastFirst = (name: string) => chineseNameSpellings(name).map((s) => `${s.lastName} ${s.firstName}`);
    expect(lastFirst('李雷')).toEqual(['LI LEI']);
    expect(lastFirst('单晓雨')).toEqual(['SHAN XIAOYU', 'DAN XIAOYU']);
    expect(lastFirst('曾小贤')[0]).toBe('ZENG XIAOXIAN');
    expect(lastFirst('欧阳娜娜')).toEqual(['OUYANG NANA']);
    // name_conversion answers LYU (the passport convention); older documents write LU: both pass.
    expect(lastFirst('吕布')).toEqual(['LYU BU', 'LU BU']);
    expect(lastFirst('Tom')).toEqual([]);
  });
});
