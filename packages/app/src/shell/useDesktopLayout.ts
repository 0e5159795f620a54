import { useSyncExternalStore } from 'react';

/** Tailwind's `lg` breakpoint: from here the header shows everything in one row. */
export const DESKTOP_QUERY = '(min-width: 1024px)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(DESKTOP_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/**
 * Whether the window is at least desktop-wide. Read synchronously on the first render (no flash of
 * the other header), and followed as the window is resized or a phone is turned. Undefined when the
 * width is unknown: in the home page prerendered at build time and while it is hydrated (the header
 * then renders both layouts and CSS shows the one that fits, see Header.tsx).
 */
export function useDesktopLayout(): boolean | undefined {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(DESKTOP_QUERY).matches,
    () => undefined,
  );
}
