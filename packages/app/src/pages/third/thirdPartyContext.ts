/**
 * The tab's third-party context: which order came from a partner's link, so the payment pages that
 * end on /pay_result (QR, transfer) hand the payer to /result_third, which returns them to the partner.
 * Kept in sessionStorage (this tab only, gone with it), like the shared state.
 */
const KEY = 'edupay.thirdPartyOrder';

export function rememberThirdPartyOrder(orderId: string): void {
  try {
    sessionStorage.setItem(KEY, orderId);
  } catch {
    // Storage refused (private mode): the card flow still returns through /result_third by itself.
  }
}

export function isThirdPartyOrder(orderId: string): boolean {
  try {
    return orderId !== '' && sessionStorage.getItem(KEY) === orderId;
  } catch {
    return false;
  }
}

/** Where a result page may send the payer: the server-registered return URL, http(s) only, with our outcome added. */
export function returnTarget(returnUrl: string, outcome: { orderNo: string; status: string }): string | null {
  try {
    const url = new URL(returnUrl);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    url.searchParams.set('edupay_order', outcome.orderNo);
    url.searchParams.set('edupay_status', outcome.status);
    return url.toString();
  } catch {
    return null;
  }
}
