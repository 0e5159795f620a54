/** Beijing time (UTC+8, no daylight saving) as the payment documents print it. */
const BEIJING_OFFSET_MS = 8 * 3600 * 1000;

/** "YYYY-MM-DD HH:mm" in Beijing time. */
export function beijingDateTime(at: Date): string {
  return new Date(at.getTime() + BEIJING_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');
}
