/**
 * The spec's response envelope (spec 000 sections 7-8): HTTP 200 with `status_code` and `message`
 * for every business outcome. Other HTTP statuses are transport or server faults.
 */
export interface ApiResult<T = unknown> {
  status_code: number;
  message?: string;
  data?: T;
  /** When present the browser goes there (spec 000 section 8). */
  redirect_url?: string;
  /** 4017 carries the order to pay. */
  order_id?: string | number;
  token?: string;
  user_info?: { user_name?: string; user_country?: string };
}

/** Status codes the spec names. */
export const STATUS = {
  ok: 200,
  loggedOut: 201,
  captchaOk: 202,
  registered: 331,
  alreadyRegistered: 332,
  sliderNeeded: 371,
  notLoggedIn: 401,
  loginRequired: 402,
  outOfService: 4005,
  goHome: 4009,
  payOrder: 4017,
} as const;
