import { useMemo } from 'react';
import { createIntl, createIntlCache } from '@formatjs/intl';
import { useSnapshot } from 'valtio';
import { store } from '../store/store';
import { appMessages, type AppMessageId } from './appMessages';

const cache = createIntlCache();

export function appText(locale: keyof typeof appMessages) {
  const intl = createIntl({ locale, messages: appMessages[locale] }, cache);
  return (id: AppMessageId, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
}

/** The app's strings in the active locale. */
export function useAppText() {
  const { locale } = useSnapshot(store);
  return useMemo(() => appText(locale), [locale]);
}
