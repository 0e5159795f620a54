import { compileMessage, type CompiledMessage } from './icu';
import { messages, resolveLocale, type MessageId } from './messages';
import type { Locale, MessageValue, ValidationError } from './types';

const compiled = new Map<string, CompiledMessage>();

function compile(locale: Locale, id: MessageId): CompiledMessage {
  const key = `${locale}\u0000${id}`;
  let format = compiled.get(key);
  if (!format) compiled.set(key, (format = compileMessage(messages[locale][id], locale)));
  return format;
}

/** Lists in a message ("8 or 11", "PDF、JPG或PNG") use the locale's "or" list. */
function prepare(locale: Locale, values: Readonly<Record<string, MessageValue>>): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(values)) {
    out[key] = Array.isArray(value)
      ? new Intl.ListFormat(locale, { type: 'disjunction' }).format(value.map(String))
      : (value as string | number);
  }
  return out;
}

/**
 * The label of a schema field in a locale ('field.<name>'), or undefined when there is none. Formatted
 * like any message, so ICU's doubled apostrophe ("the student''s name") reads as one.
 */
export function fieldLabel(field: string, locale: string = 'en'): string | undefined {
  const loc = resolveLocale(locale);
  const id = `field.${field}`;
  if (!(id in messages[loc])) return undefined;
  return String(compile(loc, id as MessageId).format());
}

/** Format any message by id (for callers that show a message outside a validation error). */
export function formatMessage(
  id: MessageId,
  locale: string,
  values: Readonly<Record<string, MessageValue>> = {},
): string {
  const loc = resolveLocale(locale);
  return String(compile(loc, id).format(prepare(loc, values)));
}

/**
 * The message of a validation error in 'zh-CN', 'en' or 'zh-TW' (other tags fall back through
 * resolveLocale). `fieldName` is the field as shown on screen; without it, the label of
 * `error.field` is used, then "this field".
 */
export function formatError(error: ValidationError, locale: string, fieldName?: string): string {
  const loc = resolveLocale(locale);
  const field =
    fieldName ??
    (error.field !== undefined ? fieldLabel(error.field, loc) : undefined) ??
    formatMessage('field.default', loc);
  return formatMessage(error.messageId, loc, { ...error.values, field });
}
