import { STATUS, type ApiResult } from './envelope';

/** What the policy may do to the page; the app wires these to the router, the toast and the login dialog. */
export interface PolicyEffects {
  navigate: (path: string) => void;
  /** Leave the SPA for a full URL (redirect_url). */
  assign: (url: string) => void;
  toast: (message: string, durationMs: number) => void;
  hideToast: () => void;
  openLogin: () => void;
  /** Localized texts the policy shows. */
  text: { errorPrefix: string; network: string; httpError: (status: number) => string };
}

/** The spec's display time for response errors. */
export const RESPONSE_TOAST_MS = 2000;

export type PolicyOutcome = 'ok' | 'handled';

/**
 * The one response policy of spec 000 section 8, applied to every call in one place.
 * Returns 'handled' when the policy already told the user (or moved them), so pages only deal with
 * the outcomes that are theirs (e.g. 331/332/371 on the account calls, which are below 400).
 */
export function applyResponsePolicy(result: ApiResult, effects: PolicyEffects): PolicyOutcome {
  const code = result.status_code;
  if (code === STATUS.outOfService) {
    effects.navigate('/out_of_service');
    return 'handled';
  }
  if (code === STATUS.goHome) {
    effects.navigate('/');
    return 'handled';
  }
  if (code === STATUS.payOrder) {
    const orderId = result.order_id ?? (result.data as { order_id?: string | number } | undefined)?.order_id;
    effects.navigate(orderId === undefined ? '/pay' : `/pay?order_id=${encodeURIComponent(String(orderId))}`);
    if (result.message) effects.toast(result.message, RESPONSE_TOAST_MS);
    return 'handled';
  }
  if (code === STATUS.loginRequired) {
    effects.hideToast();
    effects.openLogin();
    return 'handled';
  }
  if (result.redirect_url && isWebUrl(result.redirect_url)) {
    effects.assign(result.redirect_url);
    return 'handled';
  }
  if (code >= 400) {
    effects.toast(`${effects.text.errorPrefix}${result.message ?? ''}`, RESPONSE_TOAST_MS);
    return 'handled';
  }
  return 'ok';
}

/** A transport failure: no answer at all, or an HTTP status other than 200. */
export function applyTransportFailure(httpStatus: number | undefined, effects: PolicyEffects): void {
  const message = httpStatus === undefined ? effects.text.network : effects.text.httpError(httpStatus);
  effects.toast(message, RESPONSE_TOAST_MS);
}

// Only http(s) and same-site paths: a `javascript:` URL in a response must never run.
function isWebUrl(url: string): boolean {
  if (url.startsWith('/') && !url.startsWith('//')) return true;
  try {
    const { protocol } = new URL(url);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}
