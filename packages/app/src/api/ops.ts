/**
 * The operations console's calls (/api/ops). Its own client, not the payer's `call`: the staff token
 * (kept in sessionStorage, never the payer's token cookie) goes in Authorization, and the payer
 * response policy (402 opens the payer login, 4009 goes home) does not apply: the console shows its
 * own login instead. Answers are the envelope; refusals are returned, not thrown.
 */
import { ofetch } from 'ofetch';
import type { ApiResult } from '@edupay/forms/contract';

const TOKEN_KEY = 'edupay-ops-token';

export const opsToken = {
  get: (): string | null => sessionStorage.getItem(TOKEN_KEY),
  set: (token: string | null) => (token ? sessionStorage.setItem(TOKEN_KEY, token) : sessionStorage.removeItem(TOKEN_KEY)),
};

const request = ofetch.create({ baseURL: '/api/ops', timeout: 30_000, retry: 0 });

/** An answer with its parts always present (a refusal's data is not T: read it only on 200). */
export interface OpsAnswer<T> {
  status_code: number;
  message: string;
  data: T;
}

async function opsCall<T>(method: 'GET' | 'POST', path: string, payload: Record<string, string> = {}): Promise<OpsAnswer<T>> {
  const token = opsToken.get();
  const headers: Record<string, string> = token ? { authorization: token } : {};
  try {
    const answer = await request<ApiResult<T>>(path, method === 'GET' ? { method, headers, query: payload } : { method, headers, body: payload });
    return { status_code: answer.status_code, message: answer.message ?? '', data: answer.data as T };
  } catch {
    // No answer (network, timeout): status 0, shown as a failure.
    return { status_code: 0, message: '', data: {} as T };
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
export interface OpsHistory {
  order: { order_id: string; order_no: string; status: string; currency: string; total: string; payee: { institution: string; account_name: string; bank_name: string }; payer: { payer_id_number?: string } };
  events: OpsEvent[];
  documents: OpsDocument[];
  next_events: string[];
}

export const opsApi = {
  login: (staff_login: string, password: string) => opsCall<{ token: string; staff: StaffMe }>('POST', '/login', { staff_login, password }),
  totp: (totp_code: string) => opsCall<Record<string, never>>('POST', '/login_totp', { totp_code }),
  me: () => opsCall<StaffMe>('GET', '/me'),
  logout: () => opsCall<Record<string, never>>('POST', '/logout'),
  reviewQueue: () => opsCall<{ list: (OpsOrderRow & { documents: OpsDocument[] })[] }>('GET', '/review_queue'),
  search: (q: string) => opsCall<{ list: OpsOrderRow[] }>('GET', '/order_search', { q }),
  history: (order_id: string) => opsCall<OpsHistory>('GET', '/order_history', { order_id }),
  approve: (order_id: string) => opsCall<{ status: string }>('POST', '/review_approve', { order_id }),
  reject: (order_id: string, reject_reason: string) => opsCall<{ status: string }>('POST', '/review_reject', { order_id, reject_reason }),
  advance: (order_id: string, event: string) => opsCall<{ status: string }>('POST', '/order_advance', { order_id, event }),
  reveal: (order_id: string, field: string) => opsCall<{ value: string }>('POST', '/reveal_identity', { order_id, field }),
  /** A file's bytes as a blob URL (the download needs the staff header, so a plain link cannot carry it). */
  async documentUrl(order_id: string, file_id: string): Promise<string | null> {
    try {
      const blob = await request('/document_download', { query: { order_id, file_id }, headers: { authorization: opsToken.get() ?? '' }, responseType: 'blob' });
      return URL.createObjectURL(blob);
    } catch {
      return null;
    }
  },
};
