import { createContext } from 'react';
import type { Locale } from '../i18n/locale';
import type { MessageId } from '../i18n/messages';

/**
 * The formatters components may use, bound to the active locale. Declared here rather than
 * re-exporting formatjs' `IntlShape`, so the published types do not depend on formatjs (which the
 * build bundles).
 */
export interface KitIntl {
  locale: string;
  formatNumber(value: number | bigint | string, options?: Intl.NumberFormatOptions): string;
  formatDate(value: Date | number | string, options?: Intl.DateTimeFormatOptions): string;
  formatTime(value: Date | number | string, options?: Intl.DateTimeFormatOptions): string;
}

export interface EduPayContextValue {
  locale: Locale;
  intl: KitIntl;
  /** A built-in string of the kit in the active locale. */
  t: (id: MessageId, values?: Record<string, string | number>) => string;
}

export const EduPayContext = createContext<EduPayContextValue | null>(null);
