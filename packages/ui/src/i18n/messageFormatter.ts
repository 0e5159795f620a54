import { compileMessage, type CompilableMessage, type CompiledMessage } from '@edupay/forms/icu';

export type MessageValues = Record<string, string | number>;

/**
 * `t(id, values)` over one locale's table, each message compiled once by the validators' compileMessage
 * (plain text and `{argument}` joins directly, anything else through intl-messageformat; not
 * @formatjs/intl's createIntl, ~3.5 KB gz more on every page for features the product does not use).
 * A missing id shows the id, as formatjs does (the parity tests keep tables complete).
 */
export function createMessageFormatter(
  locale: string,
  messages: Readonly<Record<string, CompilableMessage>>,
): (id: string, values?: MessageValues) => string {
  const compiled = new Map<string, CompiledMessage>();
  return (id, values) => {
    const message = messages[id];
    if (message === undefined) return id;
    let format = compiled.get(id);
    if (!format) compiled.set(id, (format = compileMessage(message, locale)));
    return String(format.format(values));
  };
}
