/**
 * Dates of the basic info in the reader's language, through Intl (never hand-made strings): the
 * enrolment ('2026-09' -> 'September 2026' / '2026年9月'), the month names of the enrolment select,
 * and the registration date.
 */

/** 'YYYY-MM' as month and year; '' or anything else unreadable is returned as it is. */
export function formatEnrolment(commencement: string, locale: string): string {
  const match = /^(\d{4})-(\d{1,2})$/.exec(commencement);
  if (!match) return commencement;
  const month = Number(match[2]);
  if (month < 1 || month > 12) return commencement;
  // UTC on both sides, so no time zone moves the first of the month into the previous one.
  return new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', timeZone: 'UTC' }).format(Date.UTC(Number(match[1]), month - 1, 1));
}

/** The twelve months as select options: value '1'..'12', label the month's name. */
export function monthOptions(locale: string): { value: string; label: string }[] {
  const format = new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' });
  return Array.from({ length: 12 }, (_, i) => ({ value: String(i + 1), label: format.format(Date.UTC(2000, i, 1)) }));
}

/**
 * The registration day in Beijing time, the service's own clock (its working hours are Beijing
 * time too), so the date does not depend on where the reader happens to be.
 */
export function formatCreated(iso: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'Asia/Shanghai' }).format(date);
}
