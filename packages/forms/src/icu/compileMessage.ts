import { IntlMessageFormat, MissingValueError } from 'intl-messageformat';

/** A message as the source has it (ICU text) or as the production builds ship it (its ICU AST, see scripts/precompiled-messages.ts). */
export type CompilableMessage = string | ConstructorParameters<typeof IntlMessageFormat>[0];
/** What the tables' callers use of a compiled message. */
export type CompiledMessage = { format(values?: Record<string, unknown>): unknown };

/** Text without ICU syntax is its own output; the builds ship such messages as plain strings, not ASTs. */
const PLAIN = /^[^{}<>'#]*$/;
// The ICU AST's element types (@formatjs/icu-messageformat-parser TYPE): literal text and a bare `{argument}`.
const LITERAL = 0;
const ARGUMENT = 1;
type Element = { type: number; value: string };

/**
 * One message, ready to format in `locale`. Plain text is its own output. An AST made only of text and
 * bare `{arguments}` (most of the tables' messages: "Pay {name}", "© {year} EduPay") is joined here,
 * exactly as intl-messageformat formats such a message (a bare argument is String(value), unformatted;
 * a missing one throws its MissingValueError). Why not intl-messageformat for these too: its constructor
 * asks Intl.NumberFormat.supportedLocalesOf, and a page's first such question loads the engine's locale
 * data, about 25 ms on a desktop and four times that on a slow phone, inside the first render of pages
 * that format no number at all. Plurals, selects, numbers and dates go through intl-messageformat.
 */
export function compileMessage(message: CompilableMessage, locale: string): CompiledMessage {
  if (typeof message === 'string' && PLAIN.test(message)) return { format: () => message };
  if (Array.isArray(message) && (message as Element[]).every((e) => e.type === LITERAL || e.type === ARGUMENT)) {
    const elements = message as Element[];
    return {
      format: (values) => elements.map((e) => (e.type === LITERAL ? e.value : argument(e.value, values))).join(''),
    };
  }
  return new IntlMessageFormat(message, locale);
}

function argument(name: string, values: Record<string, unknown> | undefined): string {
  if (!(values && name in values)) throw new MissingValueError(name, undefined);
  const value = values[name];
  // Numbers (0 too) as they are; any other empty value (null, false, '') as nothing.
  return value || typeof value === 'number' || typeof value === 'bigint' ? String(value) : '';
}
