import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False in the build's prerender and while React hydrates that markup, true from the render after
 * (and at once on a page rendered in the browser). A prerendered control that does nothing until its
 * script has run (a combobox) renders disabled until then, so neither a payer nor a test types into a
 * field that would drop the text.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
