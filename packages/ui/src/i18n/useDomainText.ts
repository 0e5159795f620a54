import { useMemo } from 'react';
import type { Locale } from './locale';
import { createMessageFormatter } from './messageFormatter';
import { messages, type MessageId } from './messages';
import { useEduPay } from '../provider/useEduPay';

type Table<K extends string> = Record<Locale, Record<K, string>>;
export type DomainText<K extends string> = (id: K | MessageId, values?: Record<string, string | number>) => string;

const formatters = new WeakMap<object, Partial<Record<Locale, DomainText<string>>>>();

/**
 * A domain component's strings (its own table made with `defineMessages`) plus the kit's core strings,
 * in the active locale. Each domain's table is imported only by its components, so a page that uses a
 * Button does not download the login dialog's texts.
 */
export function useDomainText<K extends string>(table: Table<K>): DomainText<K> {
  const { locale } = useEduPay();
  return useMemo(() => domainText(table, locale), [table, locale]);
}

export function domainText<K extends string>(table: Table<K>, locale: Locale): DomainText<K> {
  let byLocale = formatters.get(table);
  if (!byLocale) formatters.set(table, (byLocale = {}));
  let text = byLocale[locale];
  if (!text) {
    text = createMessageFormatter(locale, { ...messages[locale], ...table[locale] });
    byLocale[locale] = text;
  }
  return text as DomainText<K>;
}
