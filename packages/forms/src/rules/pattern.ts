import type { MessageId, MessageValue, ValidationResult } from '../types';
import { asText, isEmptyValue, normalizeBankInput, normalizeInput } from '../normalize';
import { fail } from './result';

/**
 * How a rule reads its input (see normalize.ts for why):
 * - 'code': fold full-width ASCII and Unicode digits to ASCII, drop zero-width marks, trim.
 * - 'bank': drop zero-width marks, trim, fold nothing: a non-ASCII digit in a bank code is refused.
 * - 'text': trim only; full-width or other scripts are judged as typed.
 */
export type InputMode = 'code' | 'bank' | 'text';

/** The value a rule checks, or null when the field is empty (optional: another rule says required). */
export function readInput(value: unknown, mode: InputMode): string | null | false {
  if (isEmptyValue(value)) return null;
  if (mode === 'code' || mode === 'bank') {
    const text = mode === 'code' ? normalizeInput(value) : normalizeBankInput(value);
    return text === '' ? null : text;
  }
  const text = asText(value);
  if (text === null) return false; // not text at all: fails the rule
  const trimmed = text.trim();
  return trimmed === '' ? null : trimmed;
}

/** A rule that is one regular expression over the read input. */
export function patternRule(
  rule: string,
  re: RegExp,
  messageId: MessageId,
  mode: InputMode,
  values: Readonly<Record<string, MessageValue>> = {},
): (value: unknown) => ValidationResult {
  return (value) => {
    const text = readInput(value, mode);
    if (text === null) return true;
    if (text === false || !re.test(text)) return fail(rule, messageId, values);
    return true;
  };
}
