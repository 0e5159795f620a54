import { CustomerServiceWidget } from '../customerService/CustomerServiceWidget';
import { BackToTop } from './BackToTop';

/**
 * Things the shell shows on every page besides header and footer (the route-change loading bar is in
 * the header's banner landmark): the floating back-to-top button and customer-service widget (last in the tab order, after the
 * footer). Mounted once by App.
 */
export function ShellExtras() {
  return (
    <>
      {/* One row, back to top left of the service button: the pair is one button tall, so the
          footprint the page keeps clear (--edupay-floating-footprint in app.css) stays small. */}
      <div className="fixed right-4 bottom-6 z-30 flex items-end gap-3 sm:right-6">
        <BackToTop />
        <CustomerServiceWidget />
      </div>
    </>
  );
}
