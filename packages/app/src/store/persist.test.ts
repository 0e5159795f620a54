import { describe, expect, it } from 'vitest';
import { proxy } from 'valtio/vanilla';
import { restoreSharedState, saveOnPageHide, STORE_KEY } from './persist';
import { defaultSharedState } from './sharedState';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data };
}

describe('shared state persistence', () => {
  it('starts from the spec defaults (en, CHN) without a saved state', () => {
    expect(restoreSharedState(memoryStorage())).toEqual(defaultSharedState());
  });

  it('saves on pagehide and restores on the next load', () => {
    const storage = memoryStorage();
    const target = new EventTarget();
    const store = proxy(restoreSharedState(storage));
    saveOnPageHide(store, storage, target as unknown as Window);
    store.user_name = 'Li Lei';
    store.locale = 'zh-CN';
    expect(storage.data.has(STORE_KEY)).toBe(false);
    target.dispatchEvent(new Event('pagehide'));
    const restored = restoreSharedState(storage);
    expect(restored.user_name).toBe('Li Lei');
    expect(restored.locale).toBe('zh-CN');
    expect(restored.country).toBe('CHN');
  });

  it('ignores corrupt data and fields of the wrong type', () => {
    expect(restoreSharedState(memoryStorage({ [STORE_KEY]: '{not json' }))).toEqual(defaultSharedState());
    const restored = restoreSharedState(memoryStorage({ [STORE_KEY]: JSON.stringify({ user_name: 5, country: 'IND', extra: 1 }) }));
    expect(restored.user_name).toBe('');
    expect(restored.country).toBe('IND');
    expect('extra' in restored).toBe(false);
  });
});
