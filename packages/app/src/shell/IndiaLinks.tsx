import { lazy, Suspense, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { useSnapshot } from 'valtio';
import { useAppText } from '../i18n/useAppText';
import { configStore } from '../store/configStore';
import { store } from '../store/store';
import { headerMessages } from './headerMessages';

// The guide viewer (and pdf.js behind it) loads only when someone opens it.
const PaymentGuideDialog = lazy(() => import('../paymentGuide/PaymentGuideDialog'));

const linkClass =
  'inline-flex h-9 cursor-pointer items-center rounded-md px-2 text-sm text-fg hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus';

/** India's header items (spec 000 section 2): the payment guide and a support contact. */
export function IndiaLinks() {
  const t = useAppText(headerMessages);
  const { country } = useSnapshot(store);
  const { config } = useSnapshot(configStore);
  const [location] = useLocation();
  // Like every modal, the guide closes on navigation (its "pay fees" link navigates): it is open
  // only on the page where it was opened.
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const guideButton = useRef<HTMLButtonElement>(null);
  const guideOpen = openedAt === location;
  if (country !== 'IND') return null;
  const email = config?.cs_info?.email;
  return (
    <>
      <button ref={guideButton} type="button" aria-haspopup="dialog" className={linkClass} onClick={() => setOpenedAt(location)} data-testid="payment-guide">
        {t('header.guide')}
      </button>
      {email ? (
        <a href={`mailto:${email}`} className={linkClass} title={t('header.support.mail', { email })} data-testid="support-contact">
          {t('header.support')}
        </a>
      ) : null}
      {guideOpen ? (
        <Suspense fallback={null}>
          <PaymentGuideDialog onClose={() => setOpenedAt(null)} returnFocusTo={guideButton} />
        </Suspense>
      ) : null}
    </>
  );
}
