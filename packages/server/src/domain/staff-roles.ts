/**
 * Staff roles of the operations console and what each may do (issue 18 item 4). Pure: the ops
 * module asks `may(role, action)` before it loads anything.
 *
 * - account_manager (the payment specialist of the product's words): reviews and reveals for
 *   their own payers only; no second factor (they work the review queue all day).
 * - finance: moves money states (remittance, arrival, refunds); TOTP required.
 * - admin: everything, every payer, and the audit log; TOTP required.
 */
export const STAFF_ROLES = ['account_manager', 'finance', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_ACTIONS = ['review', 'advance', 'reveal_identity', 'read_orders', 'read_audit'] as const;
export type StaffAction = (typeof STAFF_ACTIONS)[number];

const ALLOWED: Readonly<Record<StaffRole, readonly StaffAction[]>> = {
  account_manager: ['review', 'reveal_identity', 'read_orders'],
  finance: ['advance', 'read_orders'],
  admin: ['review', 'advance', 'reveal_identity', 'read_orders', 'read_audit'],
};

export const may = (role: StaffRole, action: StaffAction): boolean => ALLOWED[role].includes(action);

/** Roles that must give a TOTP code after the password before any call works. */
export const needsTotp = (role: StaffRole): boolean => role !== 'account_manager';

/** Account managers see only their own payers' orders; the other roles see every order. */
export const seesAllPayers = (role: StaffRole): boolean => role !== 'account_manager';
