/**
 * The institution search history (spec 000 sections 2 and 3: "Selecting a result adds it to the
 * history if its code is not already there. History lives in local storage."). Pure functions over
 * a Web Storage-like object, so the storage is injectable (tests, partner sites with their own
 * persistence, private-mode browsers where localStorage throws).
 */
import type { SchoolResult } from './schoolResult';

/** The localStorage key the history is kept under by default. */
export const SEARCH_HISTORY_KEY = 'edupay.institution-search.history';

/** How many picks the history keeps (newest first). */
export const SEARCH_HISTORY_LIMIT = 10;

/** The part of the Web Storage API the history needs; `window.localStorage` fits. */
export interface HistoryStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/**
 * Adds a pick to the front of the history unless an entry with the same `code` is already there
 * (then the history is returned unchanged, as the spec says), keeping at most `limit` entries.
 */
export function addToHistory(
  history: readonly SchoolResult[],
  pick: SchoolResult,
  limit = SEARCH_HISTORY_LIMIT,
): SchoolResult[] {
  if (history.some((entry) => String(entry.code) === String(pick.code))) return history.slice(0, limit);
  return [pick, ...history].slice(0, limit);
}

function isSchoolResult(value: unknown): value is SchoolResult {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (typeof v.code === 'string' || typeof v.code === 'number') && typeof v.en === 'string';
}

/** Reads the history; anything unreadable (no storage, bad JSON, foreign data) reads as empty. */
export function readHistory(storage: HistoryStorage | null | undefined, key = SEARCH_HISTORY_KEY): SchoolResult[] {
  if (!storage) return [];
  try {
    const raw = storage.getItem(key);
    if (!raw) return [];
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter(isSchoolResult) : [];
  } catch {
    return [];
  }
}

/** Writes the history; a full or blocked storage is ignored (the history is a convenience). */
export function writeHistory(
  storage: HistoryStorage | null | undefined,
  history: readonly SchoolResult[],
  key = SEARCH_HISTORY_KEY,
): void {
  if (!storage) return;
  try {
    if (history.length === 0) storage.removeItem(key);
    else storage.setItem(key, JSON.stringify(history));
  } catch {
    // Quota exceeded or storage disabled: keep working without persistence.
  }
}

/** `window.localStorage` when it exists and can be touched, else null (SSR, sandboxed iframes). */
export function defaultHistoryStorage(): HistoryStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** A storage kept in memory: for tests, stories and hosts that must not persist anything. */
export function createMemoryStorage(initial: Record<string, string> = {}): HistoryStorage {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}
