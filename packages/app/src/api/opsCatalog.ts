/** The console's Payees and Coupons calls (/api/ops): institutions and their accounts (admins edit), coupon issues (finance, admins). */
import { opsCall } from './ops';

export interface PayeeHit {
  id: number;
  code: string;
  en: string;
  zh: string;
  cy: string;
  country: string;
  accounts_active: number;
  accounts_all: number;
}

export const ROUTING_KEYS = ['aba_routing', 'ach_number', 'swift_code', 'sort_code', 'iban', 'bank_id', 'branch_number', 'bsb'] as const;
export type RoutingKey = (typeof ROUTING_KEYS)[number];
export const PURPOSES = ['tuition', 'rent', 'living', 'application_fee', 'deposit', 'exam_fee'] as const;

export interface PayeeAccountForm extends Record<RoutingKey, string> {
  account_name: string;
  bank_name: string;
  bank_address: string;
  account_number: string;
  currency: string;
  country: string;
  purposes: string[];
  needs_review: 0 | 1;
  surcharge_minor: number;
  fields: { field: string; required: 0 | 1; rule: string }[];
}

export interface PayeeAccount extends PayeeAccountForm {
  id: number;
  code: string;
  institution_id: number;
  surcharge: string;
  is_demo: 0 | 1;
  active: 0 | 1;
  updated_at: string;
}

export interface CouponIssue {
  batch_id: string;
  name: { en: string; 'zh-CN': string; 'zh-TW': string };
  kind: 'amount' | 'fee_percent';
  amount: string;
  currency: string;
  fee_percent: number;
  valid_until: string;
  audience: 'one' | 'all';
  payer_phone: string;
  issued: number;
  applied: number;
  used: number;
  created_by: string;
  disabled: 0 | 1;
}

export interface CouponForm {
  name_en: string;
  name_zh_cn: string;
  name_zh_tw: string;
  kind: 'amount' | 'fee_percent';
  amount_minor?: number;
  currency?: string;
  fee_percent?: number;
  valid_until: string;
  payer_phone: string;
}

type Refusal = { field?: string };

export const catalogApi = {
  searchPayees: (q: string) => opsCall<{ list: PayeeHit[] }>('GET', '/payee_search', { q }),
  accounts: (institutionId: number) => opsCall<{ institution: { id: number; en: string; zh: string; country: string }; list: PayeeAccount[] }>('GET', '/payee_accounts', { institution_id: institutionId }),
  createAccount: (institutionId: number, form: PayeeAccountForm) => opsCall<PayeeAccount & Refusal>('POST', '/payee_account_create', { institution_id: institutionId, ...form }),
  updateAccount: (accountId: number, form: PayeeAccountForm) => opsCall<PayeeAccount & Refusal>('POST', '/payee_account_update', { account_id: accountId, ...form }),
  deactivateAccount: (accountId: number, reason: string) => opsCall<PayeeAccount & Refusal>('POST', '/payee_account_deactivate', { account_id: accountId, reason }),
  reactivateAccount: (accountId: number, reason: string) => opsCall<PayeeAccount & Refusal>('POST', '/payee_account_reactivate', { account_id: accountId, reason }),
  coupons: () => opsCall<{ list: CouponIssue[]; next_before: string }>('GET', '/coupon_list'),
  /** An issue; `key` is the form's Idempotency-Key (the same on a resubmit: one issue). */
  createCoupon: (form: CouponForm, key: string) => opsCall<{ batch_id: string; issued: number } & Refusal>('POST', '/coupon_create', { ...form }, { 'idempotency-key': key }),
  disableCoupon: (batchId: string, reason: string) => opsCall<{ batch_id: string; coupons_disabled: number } & Refusal>('POST', '/coupon_disable', { batch_id: batchId, reason }),
};
