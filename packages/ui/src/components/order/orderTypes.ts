import type { StudyStage } from '../account/registrationTypes';

export type { StudyStage };

/** One purpose a payee account takes, worded by the server in the payer's language. */
export interface PayeePurpose {
  value: string;
  label: string;
}

/** A payee account as `/other/select_account` lists it (the /select_account page). */
export interface PayeeAccountSummary {
  id: number;
  code: string;
  account_name: string;
  bank_name: string;
  /** ISO 4217. */
  currency: string;
  /** Paying-to country, alpha-3. */
  country: string;
  purposes: readonly PayeePurpose[];
  /** 1: orders wait for the account manager's review before payment. */
  needs_review: 0 | 1;
  /** 1: demo data (invented account number). */
  is_demo: 0 | 1;
}

/** A field the payee asks for, with its rule (`/order/order_info` special_fields and routing_fields). */
export interface OrderFieldRule {
  field: string;
  required: 0 | 1;
  rule: string | null;
  label: string;
}

/** What `/order/order_info` answers for one payee account: everything the order form needs. */
export interface OrderInfo {
  account: {
    id: number;
    code: string;
    account_name: string;
    bank_name: string;
    bank_address: string;
    account_number: string | null;
    currency: string;
    country: string;
    routing: Partial<Record<string, string>>;
    needs_review: 0 | 1;
    is_demo: 0 | 1;
  };
  institution: { id: number; code: string; en: string; zh: string; local: string; cy: string; country: string };
  currencies: readonly string[];
  purposes: readonly PayeePurpose[];
  purposes_max: number;
  special_fields: readonly OrderFieldRule[];
  routing_fields: readonly OrderFieldRule[];
  surcharge: { minor: number; amount: string; currency: string } | null;
  living_expense_currencies: readonly string[];
  /** 1: a payee the payer enters (account id 0, no institution); its orders are always reviewed. */
  entered?: 0 | 1;
  /** With `entered`: the paying-to countries to choose from (alpha-3, name in the payer's language). */
  countries?: readonly { value: string; name: string }[];
}

/** The form's values: the three sections, flat, named as @edupay/forms' order schema names them. */
export type OrderFormValue = Record<string, unknown>;

/** What the form sends: the payee account ('' for a payee the payer enters) and the fields the payer filled in. */
export type OrderPayload = { account_id: number | '' } & Record<string, unknown>;

/** The placed order as `/order/order_submit` answers it (the parts the form shows). */
export interface OrderPlaced {
  order_id: string;
  order_no: string;
  status: string;
  currency: string;
  total: string;
}

/** The Pinyin of a Chinese name (`/order/name_conversion`). */
export interface PinyinAnswer {
  last_name: string;
  first_name: string;
}

/** The submit button's states (spec 001 section 2): ready, submitting, submitted, failed. */
export type OrderSubmitState = 'idle' | 'submitting' | 'submitted' | 'failed';

/** The order form's estimate as `/order/payment_estimate` answers it without an order: indicative, decimal strings. */
export interface PaymentEstimate {
  foreign_currency: string;
  foreign_amount: string;
  payer_currency: string;
  /** Payer currency per foreign unit, spread included, 6 places. */
  rate: string;
  /** Day of the reference rates, YYYY-MM-DD. */
  rates_as_of: string;
  payer_amount: string;
  points_balance: number;
  points_max_per_order: number;
  points_used: number;
  points_credit: string;
  payer_amount_after_points: string;
}

/** What the form asks an estimate for: the amount as typed (payee currency) and the points choice. */
export interface PaymentEstimateRequest {
  amount: string;
  use_points: boolean;
  /** The payee's currency, sent only where the payer chooses it (a payee they entered). */
  currency?: string;
}

/** The payer's points (`/user/user_config`): the balance and the per-order maximum. */
export interface PointsBalance {
  balance: number;
  max_per_order: number;
}
