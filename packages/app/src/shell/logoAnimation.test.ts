import { describe, expect, it } from 'vitest';
import { LOGO_ANIMATION_KEY, LOGO_ARRIVAL_WINDOW_MS, markLogoAnimated, shouldAnimateLogo } from './logoAnimation';

function memoryStorage() {
  const data = new Map<string, string>();
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data };
}

describe('logo animation once per session', () => {
  it('runs on the first page of a session, not after the flag is written', () => {
    const storage = memoryStorage();
    expect(shouldAnimateLogo(storage, false)).toBe(true);
    markLogoAnimated(storage);
    expect(storage.data.get(LOGO_ANIMATION_KEY)).toBe('1');
    expect(shouldAnimateLogo(storage, false)).toBe(false);
  });

  it('does not run once the logo has been on screen past the arrival window (a prerendered page hydrated later)', () => {
    expect(shouldAnimateLogo(memoryStorage(), false, LOGO_ARRIVAL_WINDOW_MS)).toBe(true);
    expect(shouldAnimateLogo(memoryStorage(), false, LOGO_ARRIVAL_WINDOW_MS + 1)).toBe(false);
  });

  it('never runs for prefers-reduced-motion', () => {
    expect(shouldAnimateLogo(memoryStorage(), true)).toBe(false);
  });

  it('does not run when storage is missing or throws (it could not be recorded, so it would replay on every page)', () => {
    expect(shouldAnimateLogo(undefined, false)).toBe(false);
    const throwing = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    };
    expect(shouldAnimateLogo(throwing, false)).toBe(false);
    expect(() => markLogoAnimated(throwing)).not.toThrow();
  });
});
