import { useSyncExternalStore } from 'react';

/**
 * A phone (or tablet): a touch screen as the main pointer, or a window too narrow for a desktop
 * screen. Such a device is the one that would have to scan a QR code, so it cannot scan its own
 * screen: QR offers give way to their alternatives there (SMS or password login instead of scan to
 * log in, "pay on this phone" instead of a payment QR, a link instead of a messaging QR, a direct
 * upload instead of scan to upload). Issue 14 item 8.
 */
export const SCANNING_PHONE_QUERY = '(pointer: coarse), (max-width: 767px)';

function subscribe(onChange: () => void): () => void {
  if (typeof window === 'undefined' || !window.matchMedia) return () => {};
  const query = window.matchMedia(SCANNING_PHONE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function current(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia(SCANNING_PHONE_QUERY).matches
  );
}

/**
 * Whether this device is the phone a QR code would be scanned with (see SCANNING_PHONE_QUERY). The
 * one place that decides it: every QR offer asks here. Read on the first render (no QR flashing on a
 * phone) and followed as the window changes; false where there is no window (prerendering).
 */
export function useScanningPhone(): boolean {
  return useSyncExternalStore(subscribe, current, () => false);
}
