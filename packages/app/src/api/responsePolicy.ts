import { outcome, type ApiResult } from '@edupay/forms/contract';

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
 * The contract's outcome() classifies the answer; this decides what the page sees of it. Returns
 * 'handled' when the policy already told the user (or moved them), so pages only deal with the
 * outcomes that are theirs (already_registered and needs_slider on the account calls).
 */
export function applyResponsePolicy(result: ApiResult, effects: PolicyEffects): PolicyOutcome {
  const kind = outcome(result);
  switch (kind) {
    case 'maintenance':
      effects.navigate('/out_of_service');
      return 'handled';
    case 'go_home':
      effects.navigate('/');
      return 'handled';
    case 'order_paid': {
      const orderId = result.order_id ?? (result.data as { order_id?: string | number } | undefined)?.order_id;
      effects.navigate(orderId === undefined ? '/pay' : `/pay?order_id=${encodeURIComponent(String(orderId))}`);
      if (result.message) effects.toast(result.message, RESPONSE_TOAST_MS);
      return 'handled';
    }
    case 'needs_login':
      effects.hideToast();
      effects.openLogin();
      return 'handled';
    default:
      break;
  }
  if (result.redirect_url && isWebUrl(result.redirect_url)) {
    effects.assign(result.redirect_url);
    return 'handled';
  }
  // Every other code of 400 or more (401 included: the logout page also opens the login) is told as is.
  if (kind === 'refused' || kind === 'logged_out') {
    effects.toast(`${effects.text.errorPrefix}${result.message ?? ''}`, RESPONSE_TOAST_MS);
    return 'handled';
  }
  // success, already_registered, needs_slider, unknown: the page's own outcomes.
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
