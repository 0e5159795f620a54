/** The order lifecycle as the server answers it (GET /user/order_detail, /order/order_track). */
export type OrderStage = 'placement' | 'payment' | 'remittance' | 'arrival';
export type StageState = 'done' | 'current' | 'todo';
export interface StageProgress {
  stage: OrderStage;
  state: StageState;
  /** When the order entered the stage (ISO 8601), or null. */
  at: string | null;
}
/** A closed order's result; '' while the order is open. */
export type OrderResult = '' | 'completed' | 'closed';

export type NextStep =
  | 'review'
  | 'provide_action'
  | 'pay'
  | 'pay_installments'
  | 'exchange'
  | 'remit'
  | 'credit'
  | 'confirm_arrival'
  | 'refund'
  | 'reorder'
  | 'none';

/** A list row of /user/order_list and /user/smart_order_list (the fields OrderCard shows). */
export interface OrderListRow {
  order_id: string;
  order_no: string;
  institution: string;
  institution_zh: string;
  currency: string;
  /** Decimal string (amount plus surcharge). */
  amount: string;
  stage: OrderStage;
  next_step: NextStep;
  payer_acts: 0 | 1;
  hold_until: string;
  auto_close_at: string;
}

/** The spec's installment statuses (001 section 4): paid, payment failed, querying, waiting to pay, amount not paid, invalid or expired. */
export type InstallmentStatus = 'paid' | 'failed' | 'querying' | 'waiting' | 'not_paid' | 'expired';

/** One installment (spec 001 section 3: amount, status, time, purpose). */
export interface Installment {
  /** Decimal string in `currency`. */
  amount: string;
  currency: string;
  status: InstallmentStatus;
  /** When it was paid or is due (ISO 8601), or null. */
  at: string | null;
  /** What it pays for, as the server words it. */
  purpose: string;
}
