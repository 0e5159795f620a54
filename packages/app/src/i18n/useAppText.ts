import { useMemo } from 'react';
import { createIntl, createIntlCache } from '@formatjs/intl';
import { useSnapshot } from 'valtio';
import { store } from '../store/store';
import { appMessages, type AppMessageId } from './appMessages';
import type { AppLocale } from './defineAppMessages';

type Table<K extends string> = Record<AppLocale, Record<K, string>>;
export type AppText<K extends string = never> = (id: K | AppMessageId, values?: Record<string, string | number>) => string;

const cache = createIntlCache();

/** The core strings, plus a part's own table (made with defineAppMessages) when given. */
export function appText<K extends string = never>(locale: AppLocale, table?: Table<K>): AppText<K> {
  const messages = table ? { ...appMessages[locale], ...table[locale] } : appMessages[locale];
  const intl = createIntl({ locale, messages }, cache);
  return (id, values) => intl.formatMessage({ id }, values);
}

/** The app's strings in the active locale: the core table, plus a part's own table when given. */
export function useAppText<K extends string = never>(table?: Table<K>): AppText<K> {
  const { locale } = useSnapshot(store);
  return useMemo(() => appText(locale, table), [locale, table]);
}
