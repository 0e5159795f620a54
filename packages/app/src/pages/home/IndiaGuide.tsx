import { lazy, Suspense, useRef, useState } from 'react';
import { Button } from '@edupay/ui';
import { useSnapshot } from 'valtio';
import { useAppText } from '../../i18n/useAppText';
import { store } from '../../store/store';
import { homeMessages } from './homeMessages';

// The guide viewer (and pdf.js behind it) loads only when someone opens it.
const PaymentGuideDialog = lazy(() => import('../../paymentGuide/PaymentGuideDialog'));

/** Country IND: the payment guide (spec 000 section 2, "Payment guide dialog"), from the home page too. */
export function IndiaGuide() {
  const t = useAppText(homeMessages);
  const { country } = useSnapshot(store);
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  if (country !== 'IND') return null;
  return (
    <section aria-labelledby="home-india" className="flex flex-col items-start gap-2" data-testid="home-india">
      <h2 id="home-india" className="m-0 text-2xl font-semibold text-fg">
        {t('home.india.title')}
      </h2>
      <p className="m-0 text-base text-fg-muted">{t('home.india.body')}</p>
      <Button ref={button} variant="secondary" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {t('home.india.open')}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <PaymentGuideDialog onClose={() => setOpen(false)} returnFocusTo={button} />
        </Suspense>
      ) : null}
    </section>
  );
}
