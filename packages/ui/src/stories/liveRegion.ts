import { waitFor } from 'storybook/test';

/** The kit's live region of that politeness (EduPayProvider's LiveRegions): what `useAnnounce()` wrote last. */
export function liveRegion(politeness: 'polite' | 'assertive' = 'polite'): HTMLElement {
  const region = document.querySelector<HTMLElement>(`[data-slot="live-region"][data-politeness="${politeness}"]`);
  if (!region) throw new Error(`no ${politeness} live region in the page`);
  return region;
}

/** React Aria's document-level announcer (its combobox says the result count there). */
export function reactAriaAnnouncer(): HTMLElement {
  const node = document.querySelector<HTMLElement>('[data-live-announcer]:not([data-slot])');
  if (!node) throw new Error('React Aria has announced nothing yet');
  return node;
}

/** The Alert of that tone in the page (dialogs included), once it is there. */
export function findAlert(tone: 'error' | 'success' | 'info' | 'warning' = 'error'): Promise<HTMLElement> {
  return waitFor(() => {
    const alert = queryAlert(tone);
    if (!alert) throw new Error(`no ${tone} alert`);
    return alert;
  });
}

export function queryAlert(tone: 'error' | 'success' | 'info' | 'warning' = 'error'): HTMLElement | null {
  // An Alert may carry its caller's data-slot (login-step-error...): it is the toned element holding an alert body.
  const toned = [...document.body.querySelectorAll<HTMLElement>(`[data-tone="${tone}"]`)];
  return toned.find((el) => el.querySelector(':scope > [data-slot="alert-body"]')) ?? null;
}
