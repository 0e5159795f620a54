import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSearchThrottle, SEARCH_THROTTLE_MS } from './searchThrottle';

/** A search whose calls the test settles by hand, recording what is in flight. */
function controlledSearch() {
  const calls: { query: string; resolve: (v: string[]) => void; reject: (e: unknown) => void }[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  const search = vi.fn((query: string) => {
    inFlight += 1;
    maxInFlight = Math.max(maxInFlight, inFlight);
    return new Promise<string[]>((resolve, reject) => {
      calls.push({
        query,
        resolve: (v) => {
          inFlight -= 1;
          resolve(v);
        },
        reject: (e) => {
          inFlight -= 1;
          reject(e);
        },
      });
    });
  });
  return { search, calls, maxInFlight: () => maxInFlight };
}

// The clock the throttle reads: vitest's fake timers drive Date.now and setTimeout together.
const clock = {
  now: () => Date.now(),
  setTimeout: (cb: () => void, ms: number) => setTimeout(cb, ms),
  clearTimeout: (h: unknown) => clearTimeout(h as ReturnType<typeof setTimeout>),
};

describe('createSearchThrottle', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2025-03-01T08:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('uses the spec interval of 500 ms by default', () => {
    expect(SEARCH_THROTTLE_MS).toBe(500);
  });

  it('searches the first request at once (leading edge)', () => {
    const { search } = controlledSearch();
    const throttle = createSearchThrottle({ search, onResult: vi.fn(), clock });
    throttle.request('ox');
    expect(search).toHaveBeenCalledWith('ox');
    expect(throttle.busy).toBe(true);
  });

  it('keeps at most one call in flight however fast the user types', async () => {
    const s = controlledSearch();
    const onResult = vi.fn();
    const throttle = createSearchThrottle({ search: s.search, onResult, clock });
    for (const text of ['o', 'ox', 'oxf', 'oxfo', 'oxfor', 'oxford']) {
      throttle.request(text);
      await vi.advanceTimersByTimeAsync(100);
    }
    // 600 ms later the first call is still unanswered: nothing else may start.
    await vi.advanceTimersByTimeAsync(2000);
    expect(s.search).toHaveBeenCalledTimes(1);
    expect(s.maxInFlight()).toBe(1);
    s.calls[0]!.resolve(['stale']);
    await vi.advanceTimersByTimeAsync(0);
    // The text changed meanwhile: the latest text is searched, and the stale result is dropped.
    expect(s.search).toHaveBeenCalledTimes(2);
    expect(s.search).toHaveBeenLastCalledWith('oxford');
    expect(onResult).not.toHaveBeenCalled();
    s.calls[1]!.resolve(['University of Oxford']);
    await vi.advanceTimersByTimeAsync(0);
    expect(onResult).toHaveBeenCalledExactlyOnceWith('oxford', ['University of Oxford']);
    expect(s.maxInFlight()).toBe(1);
  });

  it('starts the next call 500 ms after the last one started', async () => {
    const s = controlledSearch();
    const onResult = vi.fn();
    const throttle = createSearchThrottle({ search: s.search, onResult, clock });
    throttle.request('mel');
    s.calls[0]!.resolve(['University of Melbourne']);
    await vi.advanceTimersByTimeAsync(100);
    expect(onResult).toHaveBeenCalledWith('mel', ['University of Melbourne']);

    throttle.request('melb'); // 100 ms after the first start
    await vi.advanceTimersByTimeAsync(300); // 400 ms
    expect(s.search).toHaveBeenCalledTimes(1);
    throttle.request('melbo'); // still one timer, now for the newest text
    await vi.advanceTimersByTimeAsync(99); // 499 ms
    expect(s.search).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1); // 500 ms
    expect(s.search).toHaveBeenCalledTimes(2);
    expect(s.search).toHaveBeenLastCalledWith('melbo');
  });

  it('searches again, after the interval, when the text changed while a call was in flight', async () => {
    const s = controlledSearch();
    const onResult = vi.fn();
    const throttle = createSearchThrottle({ search: s.search, onResult, clock });
    throttle.request('tor');
    throttle.request('toro');
    await vi.advanceTimersByTimeAsync(50);
    s.calls[0]!.resolve([]); // settles 50 ms after it started
    await vi.advanceTimersByTimeAsync(0);
    expect(s.search).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(449); // 499 ms after the first start
    expect(s.search).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(s.search).toHaveBeenCalledTimes(2);
    expect(s.search).toHaveBeenLastCalledWith('toro');
    s.calls[1]!.resolve(['University of Toronto']);
    await vi.advanceTimersByTimeAsync(0);
    expect(onResult).toHaveBeenCalledExactlyOnceWith('toro', ['University of Toronto']);
  });

  it('searches again at once when a slow call settles after the interval with changed text', async () => {
    const s = controlledSearch();
    const throttle = createSearchThrottle({ search: s.search, onResult: vi.fn(), clock });
    throttle.request('hong');
    throttle.request('hong k');
    await vi.advanceTimersByTimeAsync(800);
    s.calls[0]!.resolve([]);
    await vi.advanceTimersByTimeAsync(0);
    expect(s.search).toHaveBeenLastCalledWith('hong k');
  });

  it('reports a failure and re-enables searching, with a retry of the same text', async () => {
    const s = controlledSearch();
    const onResult = vi.fn();
    const onError = vi.fn();
    const throttle = createSearchThrottle({ search: s.search, onResult, onError, clock });
    throttle.request('ucl');
    s.calls[0]!.reject(new Error('network'));
    await vi.advanceTimersByTimeAsync(0);
    expect(onError).toHaveBeenCalledWith('ucl', expect.any(Error));
    expect(throttle.busy).toBe(false);
    // No automatic retry loop: nothing happens until asked.
    await vi.advanceTimersByTimeAsync(5000);
    expect(s.search).toHaveBeenCalledTimes(1);
    throttle.request('ucl');
    expect(s.search).toHaveBeenCalledTimes(2);
    s.calls[1]!.resolve(['University College London']);
    await vi.advanceTimersByTimeAsync(0);
    expect(onResult).toHaveBeenCalledWith('ucl', ['University College London']);
  });

  it('treats a search that throws synchronously as a failure', async () => {
    const onError = vi.fn();
    const throttle = createSearchThrottle<string[]>({
      search: () => {
        throw new Error('boom');
      },
      onResult: vi.fn(),
      onError,
      clock,
    });
    throttle.request('nus');
    await vi.advanceTimersByTimeAsync(0);
    expect(onError).toHaveBeenCalledOnce();
    expect(throttle.busy).toBe(false);
  });

  it('searches the changed text when a call fails after the text changed', async () => {
    const s = controlledSearch();
    const onError = vi.fn();
    const throttle = createSearchThrottle({ search: s.search, onResult: vi.fn(), onError, clock });
    throttle.request('n');
    throttle.request('nu');
    s.calls[0]!.reject(new Error('timeout'));
    await vi.advanceTimersByTimeAsync(500);
    expect(onError).not.toHaveBeenCalled(); // the failed text is no longer what the user wants
    expect(s.search).toHaveBeenLastCalledWith('nu');
  });

  it('drops a pending search and the in-flight result on cancel, yet keeps one call in flight', async () => {
    const s = controlledSearch();
    const onResult = vi.fn();
    const throttle = createSearchThrottle({ search: s.search, onResult, clock });
    throttle.request('oxford');
    throttle.cancel();
    throttle.request('melbourne'); // must wait for the call in flight
    expect(s.search).toHaveBeenCalledTimes(1);
    s.calls[0]!.resolve(['University of Oxford']);
    await vi.advanceTimersByTimeAsync(500);
    expect(onResult).not.toHaveBeenCalled();
    expect(s.search).toHaveBeenLastCalledWith('melbourne');
    throttle.cancel();
    s.calls[1]!.resolve(['University of Melbourne']);
    await vi.advanceTimersByTimeAsync(1000);
    expect(onResult).not.toHaveBeenCalled();
    expect(s.search).toHaveBeenCalledTimes(2);
    expect(s.maxInFlight()).toBe(1);
  });

  it('reads only the injected clock', async () => {
    let now = 0;
    const timers: { at: number; cb: () => void }[] = [];
    const fake = {
      now: () => now,
      setTimeout: (cb: () => void, ms: number) => timers.push({ at: now + ms, cb }),
      clearTimeout: () => undefined,
    };
    const s = controlledSearch();
    const throttle = createSearchThrottle({ search: s.search, onResult: vi.fn(), clock: fake, interval: 500 });
    throttle.request('a');
    s.calls[0]!.resolve([]);
    await Promise.resolve();
    now = 200;
    throttle.request('ab');
    expect(timers).toHaveLength(1);
    expect(timers[0]!.at).toBe(500);
    now = 500;
    timers[0]!.cb();
    expect(s.search).toHaveBeenLastCalledWith('ab');
  });
});
