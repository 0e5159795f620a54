/**
 * Masks for contact details shown back to their owner (user centre, spec 001 section 2). The full
 * phone and e-mail never travel in a profile answer: a shared screen, a screenshot or a leaked
 * response then gives away neither, and the owner still recognises their own.
 */

/**
 * '+86', '13800138000' -> '+86 138****8000'. Long numbers keep the first 3 and last 4 digits (the
 * mainland habit); shorter ones keep less, so at least half of the digits are always hidden.
 */
export function maskPhone(telCode: string | null, phone: string | null): string {
  const digits = (phone ?? '').replace(/\D/g, '');
  if (digits === '') return '';
  const [head, tail] = digits.length >= 9 ? [3, 4] : digits.length >= 6 ? [2, 2] : [0, 1];
  const masked = `${digits.slice(0, head)}****${digits.slice(digits.length - tail)}`;
  const code = (telCode ?? '').replace(/\D/g, '').replace(/^00/, '');
  return code ? `+${code} ${masked}` : masked;
}

/** 'lina@example.com' -> 'l***a@example.com'; a one- or two-letter name keeps only its first letter. */
export function maskEmail(email: string | null): string {
  const text = (email ?? '').trim();
  const at = text.lastIndexOf('@');
  if (at <= 0) return text === '' ? '' : '***';
  const name = [...text.slice(0, at)];
  const first = name[0] ?? '';
  const last = name.length > 2 ? name[name.length - 1] : '';
  return `${first}***${last}${text.slice(at)}`;
}
