import type { Locale } from '../i18n/locale';
import { messages, type MessageId } from '../i18n/messages';
import { createMessageFormatter } from '../i18n/messageFormatter';
import type { EduPayContextValue, KitIntl } from './EduPayContext';

const toDate = (value: Date | number | string) => (typeof value === 'string' ? new Date(value) : value);

/** Intl's formatters for one locale, each made once per set of options (constructing them is the slow part). */
function createKitIntl(locale: Locale): KitIntl {
  const numbers = new Map<string, Intl.NumberFormat>();
  const dates = new Map<string, Intl.DateTimeFormat>();
  const number = (options: Intl.NumberFormatOptions = {}) => {
    const key = JSON.stringify(options);
    let format = numbers.get(key);
    if (!format) numbers.set(key, (format = new Intl.NumberFormat(locale, options)));
    return format;
  };
  const date = (options: Intl.DateTimeFormatOptions) => {
    const key = JSON.stringify(options);
    let format = dates.get(key);
    if (!format) dates.set(key, (format = new Intl.DateTimeFormat(locale, options)));
    return format;
  };
  return {
    locale,
    // Intl.NumberFormat takes decimal strings as they are (no rounding through a double).
    formatNumber: (value, options) => number(options).format(value as number),
    formatDate: (value, options = {}) => date(options).format(toDate(value)),
    // formatjs' default for a time: hours and minutes.
    formatTime: (value, options = { hour: 'numeric', minute: 'numeric' }) => date(options).format(toDate(value)),
  };
}

/** The locale, its formatter and a `t()` for the kit's strings: strings, numbers, money and dates all go through Intl. */
export function createKitContext(locale: Locale): EduPayContextValue {
  // Messages are ASTs in the published build (see tsup.config.ts), so they cannot be overridden with strings at run time.
  const t = createMessageFormatter(locale, messages[locale]);
  return { locale, intl: createKitIntl(locale), t: (id: MessageId, values) => t(id, values) };
}
