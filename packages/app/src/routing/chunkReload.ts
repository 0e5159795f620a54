/**
 * Spec 000 sections 4 and 9: a failed chunk load reloads the page, at most once per 60 seconds.
 * A chunk fails to load mostly after a deployment (the old page asks for a file name that no longer
 * exists) or on a flaky network; a reload fetches the new index. The time of the last such reload is
 * kept in sessionStorage, so a chunk that keeps failing cannot put the tab in a reload loop.
 */
export const CHUNK_RELOAD_KEY = 'edupay:chunk-reload-at';
export const CHUNK_RELOAD_INTERVAL_MS = 60_000;

type TimestampStorage = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * Asks for a reload at `now`. True (and the time recorded) when no reload happened in the last
 * 60 s; false otherwise, and false when the time cannot be recorded (without the record the next
 * page would reload again, endlessly).
 */
export function claimChunkReload(storage: TimestampStorage | undefined, now: number, intervalMs = CHUNK_RELOAD_INTERVAL_MS): boolean {
  if (!storage) return false;
  try {
    const last = Number(storage.getItem(CHUNK_RELOAD_KEY));
    // A time in the future means the clock was set back: the record says nothing about the last minute.
    const recent = Number.isFinite(last) && last > 0 && last <= now && now - last < intervalMs;
    if (recent) return false;
    storage.setItem(CHUNK_RELOAD_KEY, String(now));
    return storage.getItem(CHUNK_RELOAD_KEY) === String(now);
  } catch {
    return false;
  }
}
