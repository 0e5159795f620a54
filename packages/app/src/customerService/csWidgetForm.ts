import type { CsInfo } from '../api/config';

/**
 * Decisions of the customer-service widget (spec 000 section 2, "Customer-service widget and dialog"),
 * as pure functions so each rule is tested.
 */

/** Desktop means a viewport at least this wide and a non-mobile user agent. */
export const DESKTOP_MIN_WIDTH = 1200;

// Phones and tablets by their user-agent tokens; iPadOS reports "Macintosh" and is caught by touch
// points in `customerServiceForm`.
const MOBILE_UA = /Android|webOS|iPhone|iPad|iPod|BlackBerry|IEMobile|Opera Mini|Mobile|HarmonyOS|MicroMessenger/i;

export function isMobileUserAgent(userAgent: string): boolean {
  return MOBILE_UA.test(userAgent);
}

export interface ViewerInfo {
  width: number;
  userAgent: string;
  /** navigator.maxTouchPoints: tells an iPad (which claims to be a Mac) from a Mac. */
  maxTouchPoints?: number;
}

/** The hover/focus panel on desktop, a modal dialog everywhere else. */
export function customerServiceForm({ width, userAgent, maxTouchPoints = 0 }: ViewerInfo): 'panel' | 'modal' {
  const iPadAsMac = /Macintosh/.test(userAgent) && maxTouchPoints > 1;
  return width >= DESKTOP_MIN_WIDTH && !isMobileUserAgent(userAgent) && !iPadAsMac ? 'panel' : 'modal';
}

/**
 * Whether there is service account info to show. Without it (no cs_info, or one with no way to reach
 * anyone) the widget is a link that opens /cs_school in a new tab.
 */
export function hasServiceAccount(info: CsInfo | null | undefined): info is CsInfo {
  if (!info) return false;
  return [info.qr_code, info.wechat_id, info.phone_num, info.email].some((v) => typeof v === 'string' && v.trim() !== '');
}

/** Which messaging app the id belongs to: is_wechat 1 is WeChat, 2 is WhatsApp (the server's data), other values: unnamed. */
export function messagingApp(isWechat: CsInfo['is_wechat']): 'wechat' | 'whatsapp' | 'other' {
  const value = String(isWechat ?? '');
  return value === '1' ? 'wechat' : value === '2' ? 'whatsapp' : 'other';
}

/** The public-account QR is shown only for CHN. */
export function showPublicAccount(country: string, info: CsInfo | null | undefined): boolean {
  return country === 'CHN' && Boolean(info?.public_account);
}

/** An assigned account manager (QR or messaging id), as opposed to the service desk's general contact. */
export function isAssignedManager(info: CsInfo | null | undefined): boolean {
  return Boolean(info?.qr_code?.trim() || info?.wechat_id?.trim());
}
