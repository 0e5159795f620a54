import { useSnapshot } from 'valtio';
import { useAppText } from '../../i18n/useAppText';
import { store } from '../../store/store';
import { homeMessages } from './homeMessages';

/** The country variants with their own payment methods (spec 001 section 1); others get the general text. */
const VARIANTS = ['CHN', 'IND', 'MYS', 'NGA', 'THA', 'GBR', 'USA'] as const;

export function PaymentMethods() {
  const t = useAppText(homeMessages);
  const { country } = useSnapshot(store);
  const variant = (VARIANTS as readonly string[]).includes(country) ? (country as (typeof VARIANTS)[number]) : 'other';
  return (
    <section aria-labelledby="home-methods" className="flex flex-col gap-2">
      <h2 id="home-methods" className="m-0 text-2xl font-semibold text-fg">
        {t('home.methods.title')}
      </h2>
      <p className="m-0 text-base text-fg-muted" data-testid="home-methods">
        {t(`home.methods.${variant}`)}
      </p>
    </section>
  );
}
