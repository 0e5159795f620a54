import { useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { createMessageFormatter } from '@edupay/ui';
import { store } from '../store/store';
import { appMessages, type AppMessageId } from './appMessages';
import type { AppLocale } from './defineAppMessages';

type Table<K extends string> = Record<AppLocale, Record<K, string>>;
export type AppText<K extends string = never> = (id: K | AppMessageId, values?: Record<string, string | number>) => string;

/** One formatter per table and locale, so each message is compiled once however often a part renders. */
const formatters = new WeakMap<object, Partial<Record<AppLocale, AppText<string>>>>();

/** The core strings, plus a part's own table (made with defineAppMessages) when given. */
export function appText<K extends string = never>(locale: AppLocale, table?: Table<K>): AppText<K> {
  const key = table ?? appMessages;
  let byLocale = formatters.get(key);
  if (!byLocale) formatters.set(key, (byLocale = {}));
  const text = (byLocale[locale] ??= createMessageFormatter(locale, table ? { ...appMessages[locale], ...table[locale] } : appMessages[locale]));
  return text as AppText<K>;
}

/** The app's strings in the active locale: the core table, plus a part's own table when given. */
export function useAppText<K extends string = never>(table?: Table<K>): AppText<K> {
  const { locale } = useSnapshot(store);
  return useMemo(() => appText(locale, table), [locale, table]);
}
