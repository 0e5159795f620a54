/**
 * Whether a coupon has expired at `now`. A date "YYYY-MM-DD" is valid through that whole day in
 * the payer's time zone; an instant (with a time) is compared as an instant.
 */
export function isCouponExpired(validUntil: string, now: Date | number): boolean {
  const at = new Date(now);
  if (/^\d{4}-\d{2}-\d{2}$/.test(validUntil)) {
    const today = `${String(at.getFullYear()).padStart(4, '0')}-${String(at.getMonth() + 1).padStart(2, '0')}-${String(at.getDate()).padStart(2, '0')}`;
    return validUntil < today;
  }
  const end = Date.parse(validUntil);
  // An unreadable date is not trusted as valid.
  return Number.isNaN(end) || end < at.getTime();
}
