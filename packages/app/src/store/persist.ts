import { snapshot } from 'valtio/vanilla';
import { defaultSharedState, STORE_KEY, type SharedState } from './sharedState';

export { STORE_KEY };

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** The saved state, merged over the defaults so a state saved by an older version still loads. */
export function restoreSharedState(storage: KeyValueStorage | undefined): SharedState {
  const state = defaultSharedState();
  try {
    const raw = storage?.getItem(STORE_KEY);
    if (!raw) return state;
    const saved = JSON.parse(raw) as Partial<SharedState>;
    for (const key of Object.keys(state) as Array<keyof SharedState>) {
      if (key in saved && typeof saved[key] === typeof state[key]) (state as unknown as Record<string, unknown>)[key] = saved[key];
    }
  } catch {
    // A corrupt or blocked storage only costs the saved state.
  }
  return state;
}

/**
 * Saves the store when the page is hidden or unloaded (spec 000 section 3: "saved in session storage
 * on page unload"). `pagehide` fires on reload, navigation away and bfcache, unlike `unload`.
 */
export function saveOnPageHide(store: SharedState, storage: KeyValueStorage | undefined, target: Pick<Window, 'addEventListener' | 'removeEventListener'>): () => void {
  const save = () => {
    try {
      storage?.setItem(STORE_KEY, JSON.stringify(snapshot(store)));
    } catch {
      // Quota or privacy mode: nothing to do, the state is rebuilt from get_config.
    }
  };
  target.addEventListener('pagehide', save);
  return () => target.removeEventListener('pagehide', save);
}
