import { lazy, type ComponentType } from 'react';
import { proxy } from 'valtio';
import { claimChunkReload } from './chunkReload';

/**
 * Route chunks that are downloading right now. The loading bar (shell/LoadingBar.tsx) shows while
 * this is above zero: a route change that needs code waits for it, one that does not is instant.
 */
export const routeLoading = proxy({ pending: 0, startedAt: 0 });

export interface ChunkLoadDeps {
  now: () => number;
  storage: () => Pick<Storage, 'getItem' | 'setItem'> | undefined;
  reload: () => void;
}

const browserDeps: ChunkLoadDeps = {
  now: () => Date.now(),
  storage: () => {
    try {
      return window.sessionStorage;
    } catch {
      return undefined;
    }
  },
  reload: () => window.location.reload(),
};

/**
 * Loads a route's chunk, counting it for the loading bar. If the download fails, the page reloads
 * (at most once per 60 s, see chunkReload.ts) and the returned promise never settles, so nothing
 * renders an error while the page goes away; past the limit the error is thrown to the error boundary.
 */
export async function loadRouteChunk<T>(load: () => Promise<T>, deps: ChunkLoadDeps = browserDeps): Promise<T> {
  if (routeLoading.pending === 0) routeLoading.startedAt = deps.now();
  routeLoading.pending += 1;
  try {
    return await load();
  } catch (error) {
    if (claimChunkReload(deps.storage(), deps.now())) {
      deps.reload();
      return new Promise<T>(() => {});
    }
    throw error;
  } finally {
    routeLoading.pending -= 1;
  }
}

/** `lazy()` for the route table: `lazyRoute(() => import('./pages/HomePage'))`. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the same constraint as React's lazy()
export function lazyRoute<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  return lazy(() => loadRouteChunk(load));
}
