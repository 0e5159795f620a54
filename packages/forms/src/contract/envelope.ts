/**
 * The spec's response envelope (spec 000 sections 7-8): every business outcome travels as HTTP 200
 * with `{ status_code, message, data }`; other HTTP statuses are transport or server faults only.
 * Server, app and kit all use this one type.
 */
export interface ApiResult<T = unknown> {
  status_code: number;
  message?: string;
  data?: T;
  /** When present the browser goes there (spec 000 section 8). */
  redirect_url?: string;
  /** 4017 carries the order to pay. */
  order_id?: string | number;
  /** A session token issued during this request (spec 000 section 7: the client keeps it). */
  token?: string;
  user_info?: { user_name?: string; user_country?: string };
}
