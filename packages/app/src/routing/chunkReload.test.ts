import { describe, expect, it } from 'vitest';
import { CHUNK_RELOAD_INTERVAL_MS, CHUNK_RELOAD_KEY, claimChunkReload } from './chunkReload';
import { loadRouteChunk, routeLoading } from './lazyRoute';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data };
}

describe('chunk-load reload at most once per 60 s', () => {
  it('the first failure reloads and records the time', () => {
    const storage = memoryStorage();
    expect(claimChunkReload(storage, 1_000_000)).toBe(true);
    expect(storage.data.get(CHUNK_RELOAD_KEY)).toBe('1000000');
  });

  it('a second failure within 60 s does not reload; after 60 s it does again', () => {
    const storage = memoryStorage();
    expect(claimChunkReload(storage, 1_000_000)).toBe(true);
    expect(claimChunkReload(storage, 1_000_000 + CHUNK_RELOAD_INTERVAL_MS - 1)).toBe(false);
    expect(claimChunkReload(storage, 1_000_000 + CHUNK_RELOAD_INTERVAL_MS)).toBe(true);
    expect(storage.data.get(CHUNK_RELOAD_KEY)).toBe(String(1_000_000 + CHUNK_RELOAD_INTERVAL_MS));
  });

  it('a record from the future (clock set back) or garbage does not block', () => {
    expect(claimChunkReload(memoryStorage({ [CHUNK_RELOAD_KEY]: '9000000' }), 1_000_000)).toBe(true);
    expect(claimChunkReload(memoryStorage({ [CHUNK_RELOAD_KEY]: 'nonsense' }), 1_000_000)).toBe(true);
  });

  it('never reloads when the time cannot be recorded (no loop)', () => {
    expect(claimChunkReload(undefined, 1)).toBe(false);
    const readOnly = { getItem: () => null, setItem: () => undefined };
    expect(claimChunkReload(readOnly, 1)).toBe(false);
    const throwing = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => undefined,
    };
    expect(claimChunkReload(throwing, 1)).toBe(false);
  });
});

describe('loadRouteChunk', () => {
  function deps(now: { t: number }, storage = memoryStorage()) {
    const reloads: number[] = [];
    return { reloads, storage, deps: { now: () => now.t, storage: () => storage, reload: () => void reloads.push(now.t) } };
  }

  it('counts a download in progress for the loading bar', async () => {
    const clock = { t: 500 };
    const { deps: d } = deps(clock);
    let finish!: (v: { default: string }) => void;
    const loading = loadRouteChunk(() => new Promise<{ default: string }>((ok) => (finish = ok)), d);
    expect(routeLoading.pending).toBe(1);
    expect(routeLoading.startedAt).toBe(500);
    finish({ default: 'Page' });
    await expect(loading).resolves.toEqual({ default: 'Page' });
    expect(routeLoading.pending).toBe(0);
  });

  it('a failed download reloads once; the next failure within 60 s is thrown', async () => {
    const clock = { t: 2_000_000 };
    const { deps: d, reloads } = deps(clock);
    const fail = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    const first = loadRouteChunk(fail, d);
    let settled = false;
    void first.then(() => (settled = true), () => (settled = true));
    await new Promise((r) => setTimeout(r, 10));
    expect(reloads).toEqual([2_000_000]);
    expect(settled).toBe(false);
    expect(routeLoading.pending).toBe(0);

    clock.t += 30_000;
    await expect(loadRouteChunk(fail, d)).rejects.toThrow('Failed to fetch dynamically imported module');
    expect(reloads).toEqual([2_000_000]);

    clock.t += 30_000;
    void loadRouteChunk(fail, d);
    await new Promise((r) => setTimeout(r, 10));
    expect(reloads).toEqual([2_000_000, 2_060_000]);
  });
});
