import { CustomerServiceWidget } from '../customerService/CustomerServiceWidget';
import { useAppText } from '../i18n/useAppText';
import { BackToTop } from './BackToTop';
import { shellMessages } from './shellMessages';

/**
 * Things the shell shows on every page besides header and footer (the route-change loading bar is in
 * the header's banner landmark): the floating back-to-top button and customer-service widget (last in the tab order, after the
 * footer). Mounted once by App.
 */
export function ShellExtras() {
  const t = useAppText(shellMessages);
  return (
    <>
      {/* One row, back to top left of the service button: the pair is one button tall, so the
          footprint the page keeps clear (--edupay-floating-footprint in app.css) stays small. A landmark of
          its own: without the config (the prerendered home page before the app loads, or get_config failing)
          the service button is a plain link, content outside every landmark otherwise (axe's region rule). */}
      <aside aria-label={t('shell.floating')} className="fixed right-4 bottom-6 z-30 flex items-end gap-3 sm:right-6">
        <BackToTop />
        <CustomerServiceWidget />
      </aside>
    </>
  );
}
