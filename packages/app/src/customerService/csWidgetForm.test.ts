import { describe, expect, it } from 'vitest';
import { customerServiceForm, DESKTOP_MIN_WIDTH, hasServiceAccount, isAssignedManager, isMobileUserAgent, messagingApp, showPublicAccount } from './csWidgetForm';

const DESKTOP_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
const IPHONE_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const ANDROID_TABLET_UA = 'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
const MAC_UA = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15';
const WECHAT_UA = 'Mozilla/5.0 (Linux; U; Android 13) AppleWebKit/537.36 MicroMessenger/8.0.50';

describe('customer-service widget form', () => {
  it('desktop: at least 1200 px wide and a non-mobile user agent gets the hover panel', () => {
    expect(customerServiceForm({ width: DESKTOP_MIN_WIDTH, userAgent: DESKTOP_UA })).toBe('panel');
    expect(customerServiceForm({ width: 1920, userAgent: MAC_UA })).toBe('panel');
  });

  it('narrower than 1200 px gets the modal, whatever the agent', () => {
    expect(customerServiceForm({ width: 1199, userAgent: DESKTOP_UA })).toBe('modal');
  });

  it('a mobile agent gets the modal even on a wide screen', () => {
    expect(customerServiceForm({ width: 1366, userAgent: IPHONE_UA })).toBe('modal');
    expect(customerServiceForm({ width: 1280, userAgent: ANDROID_TABLET_UA })).toBe('modal');
    expect(customerServiceForm({ width: 1280, userAgent: WECHAT_UA })).toBe('modal');
    // iPadOS asks for the desktop site as a Mac; its touch points give it away.
    expect(customerServiceForm({ width: 1366, userAgent: MAC_UA, maxTouchPoints: 5 })).toBe('modal');
  });

  it('recognises mobile agents', () => {
    expect(isMobileUserAgent(IPHONE_UA)).toBe(true);
    expect(isMobileUserAgent(DESKTOP_UA)).toBe(false);
  });
});

describe('customer-service info', () => {
  it('no info, or info with no contact, means the /cs_school link', () => {
    expect(hasServiceAccount(null)).toBe(false);
    expect(hasServiceAccount(undefined)).toBe(false);
    expect(hasServiceAccount({ qr_code: '', wechat_id: ' ', phone_num: '', email: '', working: '9-17' })).toBe(false);
    expect(hasServiceAccount({ wechat_id: 'edupay_liming' })).toBe(true);
    expect(hasServiceAccount({ phone_num: '400-820-6688' })).toBe(true);
  });

  it('is_wechat 1 is WeChat, 2 is WhatsApp, anything else unnamed', () => {
    expect(messagingApp(1)).toBe('wechat');
    expect(messagingApp('1')).toBe('wechat');
    expect(messagingApp(2)).toBe('whatsapp');
    expect(messagingApp(0)).toBe('other');
    expect(messagingApp(undefined)).toBe('other');
  });

  it('the public-account QR only for CHN', () => {
    const info = { public_account: 'https://edupay.example/wechat' };
    expect(showPublicAccount('CHN', info)).toBe(true);
    expect(showPublicAccount('IND', info)).toBe(false);
    expect(showPublicAccount('CHN', { public_account: '' })).toBe(false);
  });
});

describe('assigned manager or service desk', () => {
  it('a QR code or messaging id means an assigned manager', () => {
    expect(isAssignedManager({ qr_code: 'data:image/png;base64,AA' })).toBe(true);
    expect(isAssignedManager({ wechat_id: 'edupay_liming' })).toBe(true);
    expect(isAssignedManager({ qr_code: '', wechat_id: '', phone_num: '400-820-6688' })).toBe(false);
    expect(isAssignedManager(null)).toBe(false);
  });
});
