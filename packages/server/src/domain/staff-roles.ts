/**
 * Staff roles of the operations console and what each may do (issue 18 item 4). Pure: the ops
 * module asks `may(role, action)` before it loads anything.
 *
 * - account_manager (the payment specialist of the product's words): reviews, reveals identity
 *   numbers and acts on behalf of their own payers only.
 * - finance: moves money states (remittance, arrival), issues refunds, handles unmatched transfers and
 *   reads FX rates.
 * - admin: everything, every payer, the audit log and setting FX rates.
 *
 * Every role gives a TOTP code after the password before any call works (ASVS level 2: each role
 * opens payers' identity numbers, money or both), so no role check decides it.
 */
export const STAFF_ROLES = ['account_manager', 'finance', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_ACTIONS = [
  'review',
  'advance',
  'refund',
  'reveal_identity',
  'read_orders',
  'read_audit',
  /** Unmatched bank transfers: see, attach to an order, return to the sender. */
  'transfers',
  /** FX rates: read them (with the spread), and set one by hand. */
  'fx_read',
  'fx_set',
  /** Act on behalf of a payer (spec 001 section 6) in a marked, 30-minute payer session. */
  'act_on_behalf',
  /** Payees and their accounts: search and read them (every role: a manager answers payers' questions about them). */
  'payees_read',
  /** Create, edit and deactivate payee accounts: where payers' money goes, so admins only. */
  'payees_edit',
  /** Coupons: list, issue, disable (they cost the business money: finance and admins). */
  'coupons',
  /** Ops alerts (an SMS cap reached: pumping or bombing): finance (it costs money) and admins. */
  'alerts',
] as const;
export type StaffAction = (typeof STAFF_ACTIONS)[number];

const ALLOWED: Readonly<Record<StaffRole, readonly StaffAction[]>> = {
  account_manager: ['review', 'reveal_identity', 'read_orders', 'act_on_behalf', 'payees_read'],
  finance: ['advance', 'refund', 'read_orders', 'transfers', 'fx_read', 'payees_read', 'coupons', 'alerts'],
  admin: ['review', 'advance', 'refund', 'reveal_identity', 'read_orders', 'read_audit', 'transfers', 'fx_read', 'fx_set', 'act_on_behalf', 'payees_read', 'payees_edit', 'coupons', 'alerts'],
};

export const may = (role: StaffRole, action: StaffAction): boolean => ALLOWED[role].includes(action);

/** Account managers see only their own payers' orders; the other roles see every order. */
export const seesAllPayers = (role: StaffRole): boolean => role !== 'account_manager';
