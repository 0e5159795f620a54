/**
 * The institution search's request discipline (spec 000 sections 4 and 9): "throttled at 500 ms
 * with only one request in flight; if the text changed meanwhile, search again. A failed search
 * re-enables searching." Pure and DOM-free, with an injectable clock so it is unit-tested with fake
 * timers and reused by any host (the kit's InstitutionSearch, a partner's own box).
 *
 * - The first request starts at once (leading edge): a user who types one word and waits sees
 *   results without an extra 500 ms.
 * - Later requests start no sooner than `interval` ms after the previous one STARTED, and never
 *   while one is in flight: typing "oxford" quickly costs one or two calls, not six.
 * - When a call settles and the text has changed since it started, the latest text is searched
 *   (after the interval). Results of an out-of-date query are dropped, so the list never shows
 *   results for text the user has already changed.
 * - A failure is reported and clears the in-flight flag, so the next request (typing, or a retry
 *   button calling `request` again with the same text) searches again.
 */

/** The timer functions the throttle uses; `globalThis` by default, fake ones in tests. */
export interface ThrottleClock {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface SearchThrottleOptions<T> {
  /** The search itself, e.g. the app's `GET /other/get_school` call. */
  search: (query: string) => Promise<T>;
  /** Called with the result of the latest query only. */
  onResult: (query: string, result: T) => void;
  /** Called when the search of the latest query fails. */
  onError?: (query: string, error: unknown) => void;
  /** Called when a search of `query` starts (for a "Searching..." state). */
  onStart?: (query: string) => void;
  /** Minimum gap between the starts of two calls. Default 500 ms (spec 000 section 9). */
  interval?: number;
  clock?: ThrottleClock;
}

export interface SearchThrottle {
  /** Ask for `query` to be searched; throttled as described above. */
  request(query: string): void;
  /**
   * Forget the pending query (e.g. the text was cleared): the result of a call still in flight is
   * dropped. That call still counts as in flight, so a new request waits for it.
   */
  cancel(): void;
  /** True while a call is in flight. */
  readonly busy: boolean;
}

/** The spec's school search throttle. */
export const SEARCH_THROTTLE_MS = 500;

const systemClock: ThrottleClock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export function createSearchThrottle<T>(options: SearchThrottleOptions<T>): SearchThrottle {
  const interval = options.interval ?? SEARCH_THROTTLE_MS;
  const clock = options.clock ?? systemClock;
  /** The text the user wants searched now; null after cancel(). */
  let latest: string | null = null;
  /** The query of the call in flight, or null. */
  let inFlight: string | null = null;
  /** Start time of the previous call; -Infinity before the first. */
  let lastStart = Number.NEGATIVE_INFINITY;
  let timer: unknown = null;

  const clearTimer = () => {
    if (timer !== null) clock.clearTimeout(timer);
    timer = null;
  };

  const start = (query: string) => {
    clearTimer();
    inFlight = query;
    lastStart = clock.now();
    options.onStart?.(query);
    let promise: Promise<T>;
    try {
      promise = Promise.resolve(options.search(query));
    } catch (error) {
      promise = Promise.reject(error);
    }
    promise.then(
      (result) => {
        inFlight = null;
        if (latest === query) options.onResult(query, result);
        else schedule();
      },
      (error: unknown) => {
        inFlight = null;
        if (latest === query) options.onError?.(query, error);
        else schedule();
      },
    );
  };

  /** Start the latest query now, or when the interval since the last start has passed. */
  const schedule = () => {
    if (latest === null || inFlight !== null || timer !== null) return;
    const wait = lastStart + interval - clock.now();
    if (wait <= 0) {
      start(latest);
      return;
    }
    timer = clock.setTimeout(() => {
      timer = null;
      if (latest !== null && inFlight === null) start(latest);
    }, wait);
  };

  return {
    request(query: string) {
      latest = query;
      schedule();
    },
    cancel() {
      latest = null;
      clearTimer();
    },
    get busy() {
      return inFlight !== null;
    },
  };
}
