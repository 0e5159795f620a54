import { IntlMessageFormat } from 'intl-messageformat';

/** A message as the source has it (ICU text) or as the production builds ship it (its ICU AST, see scripts/precompiled-messages.ts). */
type Message = string | ConstructorParameters<typeof IntlMessageFormat>[0];
export type MessageValues = Record<string, string | number>;

/**
 * Text without ICU syntax is its own output, in the source and in the builds alike (the builds ship such
 * messages as plain strings, not ASTs): no formatter needed. Anything else goes through intl-messageformat.
 */
const PLAIN = /^[^{}<>'#]*$/;

/**
 * `t(id, values)` over one locale's table: intl-messageformat directly (not @formatjs/intl's createIntl,
 * ~3.5 KB gz more on every page for features the product does not use), each message compiled once.
 * A missing id shows the id, as formatjs does (the parity tests keep tables complete).
 */
export function createMessageFormatter(
  locale: string,
  messages: Readonly<Record<string, Message>>,
): (id: string, values?: MessageValues) => string {
  const compiled = new Map<string, IntlMessageFormat>();
  return (id, values) => {
    const message = messages[id];
    if (message === undefined) return id;
    if (typeof message === 'string' && PLAIN.test(message)) return message;
    let format = compiled.get(id);
    if (!format) compiled.set(id, (format = new IntlMessageFormat(message, locale)));
    return String(format.format(values));
  };
}
