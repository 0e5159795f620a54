/**
 * The operations console's calls (/api/ops). Its own client, not the payer's `call`: the staff token
 * (kept in sessionStorage, never the payer's token cookie) goes in Authorization, and the payer
 * response policy (402 opens the payer login, 4009 goes home) does not apply: the console shows its
 * own login instead. Answers are the envelope; refusals are returned, not thrown.
 */
import type { ApiResult } from '@edupay/forms/contract';
import type { PriceMatchClaim } from './pricing';
import { fetchJson } from './fetchJson';

const TOKEN_KEY = 'edupay-ops-token';

export const opsToken = {
  get: (): string | null => sessionStorage.getItem(TOKEN_KEY),
  set: (token: string | null) => (token ? sessionStorage.setItem(TOKEN_KEY, token) : sessionStorage.removeItem(TOKEN_KEY)),
};

/** The envelope with its message always present; `data` is T only on success (isSuccess narrows to it). */
export interface OpsAnswer<T> extends ApiResult<T> {
  message: string;
}

/** A GET's query holds strings and numbers; a POST's JSON body may also hold lists and objects (a payee account's purposes). */
export async function opsCall<T>(method: 'GET' | 'POST', path: string, payload: Record<string, unknown> = {}, extraHeaders: Record<string, string> = {}): Promise<OpsAnswer<T>> {
  const token = opsToken.get();
  const headers: Record<string, string> = { ...extraHeaders, ...(token ? { authorization: token } : {}) };
  try {
    const answer = await fetchJson<ApiResult<T>>(`/api/ops${path}`, method === 'GET' ? { method, headers, query: payload as Record<string, string | number>, timeoutMs: 30_000 } : { method, headers, body: payload, timeoutMs: 30_000 });
    return { status_code: answer.status_code, message: answer.message ?? '', data: answer.data };
  } catch {
    // No answer (network, timeout): status 0, which the contract's outcome() calls unknown: a failure.
    return { status_code: 0, message: '' };
  }
}

export type StaffRole = 'account_manager' | 'finance' | 'admin';
export interface StaffMe {
  login: string;
  name: string;
  role: StaffRole;
  totp_needed: 0 | 1;
}
export interface OpsOrderRow {
  order_id: string;
  order_no: string;
  status: string;
  institution: string;
  institution_zh: string;
  currency: string;
  amount: string;
  created_at: string;
  payer_name: string;
  student_name: string;
}
/** A payee the payer entered (not listed), in full for the manager who verifies it (review_queue). */
export interface OpsEnteredPayee {
  beneficiary_name: string;
  beneficiary_address: string;
  account_number: string;
  bank_name: string;
  bank_address: string;
  country: string;
  currency: string;
  routing: { field: string; value: string }[];
  captured_at: string;
}

export interface OpsDocument {
  file_id: string;
  slot: string;
  file_name: string;
  content_type: string;
  size: number;
  created_at: string;
}
export interface OpsEvent {
  event: string;
  from: string | null;
  to: string;
  actor: string;
  reason: string;
  at: string;
}
export const REFUND_REASONS = ['payer_request', 'price_change', 'payer_not_eligible', 'price_match', 'duplicate_or_error'] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];
export const REFUND_STATUSES = ['requested', 'processing', 'succeeded', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];
export interface OpsRefund {
  refund_id: string;
  order_id: string;
  order_no: string;
  payment_id: string;
  status: RefundStatus;
  reason: RefundReason;
  note: string;
  amount: string;
  fee: string;
  currency: string;
  full: 0 | 1;
  requested_by: string;
  failure_code: string;
  created_at: string;
}
/** The order's succeeded payment and what can still be refunded of it. */
export interface OpsRefundPosition {
  payment_id: string;
  method_id: string;
  currency: string;
  captured: string;
  refundable: string;
  refundable_minor: string;
  refund_fee: string;
}
export interface OpsHistory {
  order: { order_id: string; order_no: string; status: string; currency: string; total: string; payee: { institution: string; account_name: string; bank_name: string }; payer: { payer_id_number?: string } };
  events: OpsEvent[];
  documents: OpsDocument[];
  next_events: string[];
  refunds: OpsRefund[];
  payment: OpsRefundPosition | null;
  can_refund: 0 | 1;
}
export interface OpsRefundRequest {
  order_id: string;
  refund_amount?: string;
  reason: RefundReason;
  note?: string;
  waive_fee?: 0 | 1;
}
export interface OpsAuditRow {
  id: number;
  staff_login: string;
  staff_name: string;
  action: string;
  target_type: string;
  target_id: string;
  before: unknown;
  after: unknown;
  at: string;
}

export const opsApi = {
  login: (staff_login: string, password: string) => opsCall<{ token: string; staff: StaffMe }>('POST', '/login', { staff_login, password }),
  totp: (totp_code: string) => opsCall<Record<string, never>>('POST', '/login_totp', { totp_code }),
  me: () => opsCall<StaffMe>('GET', '/me'),
  logout: () => opsCall<Record<string, never>>('POST', '/logout'),
  reviewQueue: () => opsCall<{ list: (OpsOrderRow & { documents: OpsDocument[]; entered_payee: OpsEnteredPayee | null })[] }>('GET', '/review_queue'),
  search: (q: string) => opsCall<{ list: OpsOrderRow[] }>('GET', '/order_search', { q }),
  history: (order_id: string) => opsCall<OpsHistory>('GET', '/order_history', { order_id }),
  approve: (order_id: string) => opsCall<{ status: string }>('POST', '/review_approve', { order_id }),
  reject: (order_id: string, reject_reason: string) => opsCall<{ status: string }>('POST', '/review_reject', { order_id, reject_reason }),
  advance: (order_id: string, event: string) => opsCall<{ status: string }>('POST', '/order_advance', { order_id, event }),
  /** A refund; `key` is the form's Idempotency-Key (the same on a resubmit: one refund). */
  refund: (body: OpsRefundRequest, key: string) =>
    opsCall<OpsRefund & { field?: string; refundable?: string }>('POST', '/refund_issue', { ...body }, { 'idempotency-key': key }),
  refunds: (status: RefundStatus | '', before = '') =>
    opsCall<{ list: OpsRefund[]; next_before: string | null }>('GET', '/refund_list', { ...(status ? { status } : {}), ...(before ? { before } : {}) }),
  /** Price-match claims (open by default), newest first. */
  priceMatchClaims: (status: PriceMatchClaim['status'] | '' = 'open', before = '') =>
    opsCall<{ list: PriceMatchClaim[]; next_before: string | null }>('GET', '/price_match_claims', { ...(status ? { status } : {}), ...(before ? { before } : {}) }),
  /** Grant (the difference is refunded) or refuse a claim; `key` is the decision's Idempotency-Key. */
  decidePriceMatch: (claim_id: string, decision: 'grant' | 'refuse', note: string, key: string) =>
    opsCall<PriceMatchClaim & { field?: string }>('POST', '/price_match_decide', { claim_id, decision, ...(note ? { note } : {}) }, { 'idempotency-key': key }),
  /** A claim's screenshot as a blob URL (the staff header cannot ride on a plain link). */
  screenshotUrl: (claim_id: string) => staffBlobUrl('/price_match_screenshot', { claim_id }),
  auditLog: (before_id = '') => opsCall<{ list: OpsAuditRow[]; next_before_id: number | null }>('GET', '/audit_log', before_id ? { before_id } : {}),
  /** A marked payer session for the order's payer (30 minutes; the payer is told): its token opens the app. */
  actOnBehalf: (order_no: string, reason: string) =>
    opsCall<{ act_token: string; session_id: string; user_id: number; payer_name: string; until: string }>('POST', '/act_on_behalf_start', { order_no, reason }),
  reveal: (order_id: string, field: string) => opsCall<{ value: string }>('POST', '/reveal_identity', { order_id, field }),
  /** A file's bytes as a blob URL (the download needs the staff header, so a plain link cannot carry it). */
  documentUrl: (order_id: string, file_id: string) => staffBlobUrl('/document_download', { order_id, file_id }),
};

/** A staff-only file's bytes as a blob URL (the staff header cannot ride on a plain link); null when refused. */
async function staffBlobUrl(path: string, query: Record<string, string>): Promise<string | null> {
  try {
    const response = await fetch(`/api/ops${path}?${new URLSearchParams(query)}`, {
      headers: { authorization: opsToken.get() ?? '' },
      signal: AbortSignal.timeout(30_000),
    });
    if (!response.ok) return null;
    return URL.createObjectURL(await response.blob());
  } catch {
    return null;
  }
}
