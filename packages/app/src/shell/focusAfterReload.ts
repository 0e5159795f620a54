import { useEffect } from 'react';

/**
 * The country and language switches reload the page, which drops focus on <body>: a keyboard or
 * screen-reader user would start again from the top. The switch names itself (its data-testid)
 * before the reload, and the same switch takes focus back once it is on the new page.
 */
const KEY = 'edupay:focus-after-reload';

export function rememberFocusForReload(testId: string): void {
  try {
    window.sessionStorage.setItem(KEY, testId);
  } catch {
    // Storage blocked: focus starts from the top, as before.
  }
}

/** Focuses the element with this data-testid once `ready` (it is rendered), if it asked to be. */
export function useFocusAfterReload(testId: string, ready: boolean): void {
  useEffect(() => {
    if (!ready) return;
    try {
      if (window.sessionStorage.getItem(KEY) !== testId) return;
      window.sessionStorage.removeItem(KEY);
    } catch {
      return;
    }
    document.querySelector<HTMLElement>(`[data-testid="${testId}"]`)?.focus();
  }, [testId, ready]);
}
