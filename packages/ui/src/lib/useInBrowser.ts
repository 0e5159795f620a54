import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False when rendering on a server (or prerendering) and on the render that hydrates that markup, true from
 * the next render (and at once in a page rendered in the browser): for what only a browser can make, so the
 * hydrating render matches the server's markup.
 */
export function useInBrowser(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
