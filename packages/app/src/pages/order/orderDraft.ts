import type { OrderFormValue } from '@edupay/ui';

/**
 * The order form as typed, kept on the device for the tab's session (issue 15 item 6): a reload,
 * a crash of the tab or the login detour brings every field back. sessionStorage, not localStorage:
 * the form holds identity numbers, which must not outlive the tab on a shared computer. A
 * logged-in payer's draft is also saved on the server (save_draft); on restore the newer copy wins
 * (mergeDrafts), and a copy for another payee is never laid over this one.
 */
const PREFIX = 'edupay.orderDraft.';

/** The device's copy of a draft: the form and when it was kept ('' for a copy kept before times were). */
export interface DeviceDraft {
  values: OrderFormValue;
  savedAt: string;
}

export function rememberDraft(accountId: number, values: OrderFormValue, storage: Pick<Storage, 'setItem'> = sessionStorage, now: () => Date = () => new Date()): void {
  try {
    storage.setItem(PREFIX + accountId, JSON.stringify({ values, saved_at: now().toISOString() }));
  } catch {
    // Storage full or refused: the server copy (logged in) is still saved.
  }
}

export function readDraft(accountId: number, storage: Pick<Storage, 'getItem'> = sessionStorage): DeviceDraft | null {
  try {
    const text = storage.getItem(PREFIX + accountId);
    const kept: unknown = text ? JSON.parse(text) : null;
    if (!kept || typeof kept !== 'object' || Array.isArray(kept)) return null;
    const { values, saved_at: savedAt } = kept as { values?: unknown; saved_at?: unknown };
    if (values && typeof values === 'object' && !Array.isArray(values) && typeof savedAt === 'string') return { values: values as OrderFormValue, savedAt };
    // A copy kept before the time was: the form itself, older than anything the server has.
    return { values: kept as OrderFormValue, savedAt: '' };
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

/** The fields that tell one entered payee (a landlord's account, say) from another under the same draft slot. */
const PAYEE_FIELDS = ['collection_country', 'currency', 'beneficiary_name', 'account_number', 'iban'] as const;

/** Whether two drafts are for the same payee: no identifying field filled in both with different values. */
function samePayee(a: OrderFormValue, b: OrderFormValue): boolean {
  const field = (v: OrderFormValue, k: string) => (v as Record<string, unknown>)[k];
  return PAYEE_FIELDS.every((k) => !field(a, k) || !field(b, k) || field(a, k) === field(b, k));
}

/**
 * The values to start from: null when there is no draft. A draft belongs to one payee, and the newer copy
 * wins: the server's when it is newer (a re-order writes one; another tab typed later), else the device's,
 * laid over the server's when both are for the same payee (the server's is saved after a pause, so it may
 * hold fields the device's has too), alone when they are for different payees.
 */
export function mergeDrafts(server: { values: OrderFormValue | null; saved_at: string | null } | null | undefined, device: DeviceDraft | null): OrderFormValue | null {
  const kept = server?.values ?? null;
  if (!kept) return device?.values ?? null;
  if (!device) return kept;
  if ((server?.saved_at ?? '') > device.savedAt) return kept;
  return samePayee(kept, device.values) ? { ...kept, ...device.values } : device.values;
}
