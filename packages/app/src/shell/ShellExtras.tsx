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
      <div className="fixed bottom-6 right-6 z-30 flex flex-col items-end gap-3">
        <BackToTop />
        <CustomerServiceWidget />
      </div>
    </>
  );
}
