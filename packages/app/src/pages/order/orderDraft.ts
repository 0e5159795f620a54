import type { OrderFormValue } from '@edupay/ui';

/**
 * The order form as typed, kept on the device for the tab's session (issue 15 item 6): a reload,
 * a crash of the tab or the login detour brings every field back. sessionStorage, not localStorage:
 * the form holds identity numbers, which must not outlive the tab on a shared computer. A
 * logged-in payer's draft is also saved on the server (save_draft); both are merged on restore,
 * the device's copy last (it is never behind the server's, which is saved after a pause).
 */
const PREFIX = 'edupay.orderDraft.';

export function rememberDraft(accountId: number, values: OrderFormValue, storage: Pick<Storage, 'setItem'> = sessionStorage): void {
  try {
    storage.setItem(PREFIX + accountId, JSON.stringify(values));
  } catch {
    // Storage full or refused: the server copy (logged in) is still saved.
  }
}

export function readDraft(accountId: number, storage: Pick<Storage, 'getItem'> = sessionStorage): OrderFormValue | null {
  try {
    const text = storage.getItem(PREFIX + accountId);
    const value: unknown = text ? JSON.parse(text) : null;
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as OrderFormValue) : null;
  } catch {
    return null;
  }
}

export function forgetDraft(accountId: number, storage: Pick<Storage, 'removeItem'> = sessionStorage): void {
  try {
    storage.removeItem(PREFIX + accountId);
    storage.removeItem(KEY_PREFIX + accountId);
  } catch {
    // nothing to do
  }
}

const KEY_PREFIX = 'edupay.orderKey.';

/**
 * The Idempotency-Key of the order being filled in for this account, kept with its draft: a reload
 * after a submit whose answer was lost sends the same key again, so the server replays the order it
 * placed instead of placing a second one. A new key once the order is placed (forgetDraft).
 */
export function orderKey(accountId: number, storage: Pick<Storage, 'getItem' | 'setItem'> = sessionStorage, make: () => string = () => crypto.randomUUID()): string {
  try {
    const kept = storage.getItem(KEY_PREFIX + accountId);
    if (kept) return kept;
    const key = make();
    storage.setItem(KEY_PREFIX + accountId, key);
    return key;
  } catch {
    return make();
  }
}

/** The values to start from: the server's draft, then the device's on top; null when there is neither. */
export function mergeDrafts(server: OrderFormValue | null | undefined, device: OrderFormValue | null): OrderFormValue | null {
  if (!server && !device) return null;
  return { ...server, ...device };
}
