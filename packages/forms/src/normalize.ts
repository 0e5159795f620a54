/**
 * Input normalisation, applied on purpose and only where a rule is about digits or codes.
 *
 * Chinese IMEs produce full-width characters (１３８, Ｘ, ＠), Indian keyboards may produce
 * Devanagari or Arabic-Indic digits, and pasted text carries spaces and zero-width marks.
 * A rule that checks *digits or codes* (phone numbers, ID numbers, amounts) first
 * folds those to ASCII and trims, so the user is not rejected for how the keyboard typed.
 * A rule that checks a *bank code* (IBAN, SWIFT/BIC, routing and sort codes, IFSC, account numbers)
 * folds nothing: money sent on a bank detail the payer did not type is lost, so a non-ASCII digit or
 * letter there is refused with the field's message (see normalizeBankInput).
 * A rule that checks *text* (names, addresses, the no-space rules, passwords) does not
 * normalise: it judges what was typed, and its message says what is allowed.
 *
 * The caller must submit the normalised value too: schemas mark such fields with
 * `normalize`, and `validateForm` returns the normalised values.
 */

const ZERO_WIDTH = /[\u200B-\u200D\u2060\uFEFF]/g;
const DECIMAL_DIGIT = /\p{Nd}/u;

/** Fold full-width ASCII (U+FF01-FF5E), the ideographic space and every Unicode decimal digit to ASCII. */
export function foldToAscii(text: string): string {
  let out = '';
  for (const ch of text) {
    const cp = ch.codePointAt(0) ?? 0;
    if (cp >= 0xff01 && cp <= 0xff5e) {
      out += String.fromCodePoint(cp - 0xfee0);
    } else if (cp === 0x3000) {
      out += ' ';
    } else if (cp > 0x7f && DECIMAL_DIGIT.test(ch)) {
      out += String(decimalValue(cp));
    } else {
      out += ch;
    }
  }
  return out;
}

/**
 * Unicode guarantees that decimal digits (Nd) come in contiguous runs of ten, 0 to 9,
 * so the value is the distance from the start of the run, modulo 10 (runs may be adjacent,
 * as the mathematical digits are).
 */
function decimalValue(cp: number): number {
  let start = cp;
  while (start > 0 && DECIMAL_DIGIT.test(String.fromCodePoint(start - 1))) start -= 1;
  return (cp - start) % 10;
}

/** Text form of a user value: strings as is, finite numbers via String(); anything else is not text. */
export function asText(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : null;
  if (typeof value === 'bigint') return String(value);
  return null;
}

/**
 * Fold full-width ASCII and non-ASCII decimal digits to ASCII, drop zero-width marks, trim.
 * Non-text values become ''. Used by the digit/code rules (see README table in index.ts).
 */
export function normalizeInput(value: unknown): string {
  const text = asText(value);
  if (text === null) return '';
  return foldToAscii(text.replace(ZERO_WIDTH, '')).trim();
}

/**
 * `normalizeInput`, then remove the grouping people type inside codes (spaces and hyphens only;
 * dots are kept) and upper-case. For IBAN ("GB82 WEST 1234 ..."),
 * sort codes ("12-34-56"), BSB ("062-000"), Aadhaar ("2341 2341 2346"), PAN, IFSC, BIC.
 */
export function normalizeCode(value: unknown): string {
  return normalizeInput(value)
    .replace(/[\s-]+/g, '')
    .toUpperCase();
}

/**
 * A bank code as its bank will read it: zero-width marks and surrounding whitespace dropped, nothing
 * folded. Folding ４, ٤ or ४ to 4 would change the code without the payer seeing it, so any non-ASCII
 * character stays for the rule's ASCII pattern to refuse.
 */
export function normalizeBankInput(value: unknown): string {
  const text = asText(value);
  if (text === null) return '';
  return text.replace(ZERO_WIDTH, '').trim();
}

/**
 * `normalizeBankInput`, then the grouping people type removed (whitespace and hyphens) and ASCII letters
 * upper-cased. Only a-z: String#toUpperCase turns ſ into S, ı into I and the ligature ﬁ into FI.
 */
export function normalizeBankCode(value: unknown): string {
  return normalizeBankInput(value)
    .replace(/[\s-]+/g, '')
    .replace(/[a-z]+/g, (letters) => letters.toUpperCase());
}

/** Empty for the purpose of "optional": undefined, null, '' (a whitespace-only string is NOT empty here). */
export function isEmptyValue(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

/** Empty for `required`: also whitespace-only text, an empty array and an unticked box (false). */
export function isBlank(value: unknown): boolean {
  if (isEmptyValue(value) || value === false) return true;
  if (typeof value === 'string') return normalizeInput(value) === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/** Length in user-perceived characters (code points), so 𠮷 counts once. */
export function charLength(text: string): number {
  return [...text].length;
}
