/** Hashing and sealing helpers (no database). */
import { describe, expect, it } from 'vitest';
import { hmac, mask, randomDigits, randomToken, sameHash, seal, sha256, unseal } from '../src/domain/secrets';

describe('secrets', () => {
  it('tokens are long and random; codes are digits', () => {
    expect(randomToken()).toMatch(/^[\w-]{43}$/);
    expect(randomToken()).not.toBe(randomToken());
    expect(randomDigits(6)).toMatch(/^\d{6}$/);
  });

  it('hashes compare in constant time', () => {
    expect(sameHash(sha256('a'), sha256('a'))).toBe(true);
    expect(sameHash(hmac('k', 'a'), hmac('k2', 'a'))).toBe(false);
    expect(sameHash('ab', 'abcd')).toBe(false);
  });

  it('seals identity numbers at rest (AES-256-GCM) and masks them for display', () => {
    const sealed = seal('secret', '11010519491231002X');
    expect(sealed).not.toContain('1101');
    expect(unseal('secret', sealed)).toBe('11010519491231002X');
    expect(() => unseal('other', sealed)).toThrow();
    expect(mask('11010519491231002X')).toBe('**************002X');
  });
});
