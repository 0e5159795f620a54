/**
 * Foreign-exchange trading hours and the same-day remittance cutoff (spec 001 section 9; issue 17
 * item 2), in Beijing time (UTC+8, no daylight saving): the bank trades from 10:00 to 21:00;
 * a payment made before 13:00 on a working day is remitted that day, later ones (and those on a
 * non-working day) on the next working day. Working days are Monday to Friday less the holidays
 * given (the holiday calendar is data an operator keeps; none is built in). Pure: time is an argument.
 */
const BEIJING_OFFSET_MS = 8 * 3600 * 1000;
export const TRADING_OPENS_MINUTE = 10 * 60;
export const TRADING_CLOSES_MINUTE = 21 * 60;
export const SAME_DAY_CUTOFF_MINUTE = 13 * 60;

/** The Beijing wall clock of an instant. */
function beijing(at: Date): { day: string; weekday: number; minute: number } {
  const local = new Date(at.getTime() + BEIJING_OFFSET_MS);
  return { day: local.toISOString().slice(0, 10), weekday: local.getUTCDay(), minute: local.getUTCHours() * 60 + local.getUTCMinutes() };
}

/** Whether the bank trades at `at`: 10:00 inclusive to 21:00 exclusive, Beijing time, every day. */
export function inTradingHours(at: Date): boolean {
  const { minute } = beijing(at);
  return minute >= TRADING_OPENS_MINUTE && minute < TRADING_CLOSES_MINUTE;
}

export function isWorkingDay(day: string, holidays: ReadonlySet<string> = new Set()): boolean {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !holidays.has(day);
}

export function nextDay(day: string): string {
  return new Date(new Date(`${day}T00:00:00Z`).getTime() + 86_400_000).toISOString().slice(0, 10);
}

/** The day a payment made at `at` is remitted, and whether that is the same day. */
export function remittanceDay(at: Date, holidays: ReadonlySet<string> = new Set()): { remitOn: string; sameDay: boolean } {
  const { day, minute } = beijing(at);
  if (isWorkingDay(day, holidays) && minute < SAME_DAY_CUTOFF_MINUTE) return { remitOn: day, sameDay: true };
  let next = nextDay(day);
  while (!isWorkingDay(next, holidays)) next = nextDay(next);
  return { remitOn: next, sameDay: false };
}

/** The end of the customer-service day (spec 001 section 9: "Customer-service hours 9:00-17:00 Beijing time"). */
export const SERVICE_CLOSES_MINUTE = 17 * 60;

/**
 * When a specialist's review of an order that entered review at `enteredAt` is due: 17:00 Beijing time on
 * the next working day (our promise to the payer; the spec gives no figure). An order sent late on a
 * Friday is due on Monday.
 */
export function reviewDueAt(enteredAt: Date, holidays: ReadonlySet<string> = new Set()): Date {
  let day = nextDay(beijing(enteredAt).day);
  while (!isWorkingDay(day, holidays)) day = nextDay(day);
  return new Date(Date.parse(`${day}T00:00:00Z`) - BEIJING_OFFSET_MS + SERVICE_CLOSES_MINUTE * 60_000);
}
