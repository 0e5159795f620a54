import type { SchoolResult } from '@edupay/ui';

/**
 * The school picked in the home page's search, handed to /college_list (the payment entry) through
 * sessionStorage: the payment entry starts with it chosen. It is kept for the tab's session (not
 * removed on read), so a remount of the lazy page, or coming back, still finds the payer's choice.
 */
const KEY = 'edupay.pickedSchool';

export function rememberPickedSchool(school: SchoolResult, storage: Pick<Storage, 'setItem'> = sessionStorage): void {
  try {
    storage.setItem(KEY, JSON.stringify(school));
  } catch {
    // Storage refused (private mode): the payer searches again on the next page.
  }
}

export function readPickedSchool(storage?: Pick<Storage, 'getItem'>): SchoolResult | null {
  try {
    // No sessionStorage at all (the build's prerender in Node): nothing picked.
    const text = (storage ?? sessionStorage).getItem(KEY);
    const value = text ? (JSON.parse(text) as SchoolResult) : null;
    return value && (typeof value.code === 'string' || typeof value.code === 'number') && typeof value.en === 'string' ? value : null;
  } catch {
    return null;
  }
}
