import { useAppText } from '../i18n/useAppText';
import { shellMessages } from './shellMessages';

/**
 * The first stop of the keyboard on every page (WCAG 2.4.1): past the header's menus straight to the page's
 * content (<main id="main">). Hidden until it has focus.
 */
export function SkipLink() {
  const t = useAppText(shellMessages);
  return (
    <a
      href="#main"
      data-testid="skip-link"
      className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:rounded-md focus:bg-surface focus:px-4 focus:py-2 focus:text-sm focus:font-medium focus:text-primary focus:shadow-md focus:outline-2 focus:outline-offset-2 focus:outline-focus"
    >
      {t('shell.skipToContent')}
    </a>
  );
}
