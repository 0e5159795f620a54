import { describe, expect, it } from 'vitest';
import { isCouponExpired } from './couponExpiry';

describe('isCouponExpired', () => {
  const noon = new Date(2025, 2, 15, 12, 0, 0); // 15 March 2025, local time
  it('keeps a date-only coupon valid through its last day', () => {
    expect(isCouponExpired('2025-03-15', noon)).toBe(false);
    expect(isCouponExpired('2025-03-16', noon)).toBe(false);
    expect(isCouponExpired('2025-03-14', noon)).toBe(true);
    expect(isCouponExpired('2025-03-15', new Date(2025, 2, 15, 23, 59, 59))).toBe(false);
  });
  it('compares instants as instants', () => {
    expect(isCouponExpired(new Date(noon.getTime() + 1000).toISOString(), noon)).toBe(false);
    expect(isCouponExpired(new Date(noon.getTime() - 1000).toISOString(), noon.getTime())).toBe(true);
  });
  it('treats an unreadable date as expired', () => {
    expect(isCouponExpired('soon', noon)).toBe(true);
  });
});
