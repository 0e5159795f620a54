import type { MessageId, MessageValue, ValidationError } from '../types';

/** Build the error object every rule returns. */
export function fail(
  rule: string,
  messageId: MessageId,
  values: Readonly<Record<string, MessageValue>> = {},
): ValidationError {
  return { rule, messageId, values };
}

/** Read a numeric param with a default; a wrong type is a programming error, so it throws. */
export function numberParam(params: object | undefined, key: string, fallback: number): number {
  const raw = (params as Record<string, unknown> | undefined)?.[key];
  if (raw === undefined) return fallback;
  if (typeof raw !== 'number' || !Number.isFinite(raw)) {
    throw new TypeError(`Rule parameter "${key}" must be a finite number, got ${String(raw)}`);
  }
  return raw;
}
