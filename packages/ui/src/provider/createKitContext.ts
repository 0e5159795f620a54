import { createIntl, createIntlCache } from '@formatjs/intl';
import type { Locale } from '../i18n/locale';
import { messages, type MessageId } from '../i18n/messages';
import type { EduPayContextValue } from './EduPayContext';

const cache = createIntlCache();

/** The locale, its formatter and a `t()` for the kit's strings: strings, numbers, money and dates all go through Intl. */
export function createKitContext(locale: Locale): EduPayContextValue {
  // Messages are ASTs in the published build (see tsup.config.ts), so they cannot be overridden with strings at run time.
  const intl = createIntl({ locale, defaultLocale: 'en', messages: messages[locale] }, cache);
  return { locale, intl, t: (id: MessageId, values) => intl.formatMessage({ id }, values) };
}
