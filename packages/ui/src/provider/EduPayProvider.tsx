import { useMemo, type ReactNode } from 'react';
import { cn } from '../lib/cn';
import { resolveLocale } from '../i18n/locale';
import { themeToStyle, type EduPayTheme } from '../tokens/theme';
import { EduPayContext, type EduPayContextValue } from './EduPayContext';
import { createKitContext } from './createKitContext';
import { ToastProvider } from '../primitives/Toast';
import { LiveRegions } from './LiveRegions';

export interface EduPayProviderProps {
  /** Any BCP 47 tag; resolved to zh-CN, en or zh-TW (zh-HK and zh-MO read zh-TW, other zh reads zh-CN, the rest en). */
  locale?: string;
  /** Token overrides, applied as `--edupay-*` CSS variables on the kit's root element. */
  theme?: EduPayTheme;
  className?: string;
  children?: ReactNode;
}

/**
 * The root every kit component needs: the active locale and its strings, the theme, and the
 * kit's two always-present live regions (polite and assertive, see LiveRegions) that `useAnnounce()`
 * and the toasts write to. It renders one `div.edupay-root` that carries `lang`, so
 * screen readers pronounce Chinese and English correctly.
 */
export function EduPayProvider({ locale, theme, className, children }: EduPayProviderProps) {
  const resolved = resolveLocale(locale);
  const value = useMemo<EduPayContextValue>(() => createKitContext(resolved), [resolved]);

  return (
    <EduPayContext.Provider value={value}>
      <div data-slot="edupay-root" lang={resolved} className={cn('edupay-root', className)} style={themeToStyle(theme)}>
        <LiveRegions lang={resolved}>
          <ToastProvider>{children}</ToastProvider>
        </LiveRegions>
      </div>
    </EduPayContext.Provider>
  );
}
