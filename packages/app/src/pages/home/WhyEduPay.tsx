import { useAppText } from '../../i18n/useAppText';
import { homeMessages } from './homeMessages';

const CLAIMS = ['speed', 'rates', 'fee', 'specialist', 'review'] as const;
const FIGURES = ['since', 'partners', 'families', 'repeat'] as const;

/** The marketing claims and figures of spec 001 section 1, one set in every language. */
export function WhyEduPay() {
  const t = useAppText(homeMessages);
  return (
    <section aria-labelledby="home-why" className="flex flex-col gap-4">
      <h2 id="home-why" className="m-0 text-2xl font-semibold text-fg">
        {t('home.why.title')}
      </h2>
      <ul className="m-0 grid list-none gap-3 p-0 sm:grid-cols-2 lg:grid-cols-3" data-testid="home-claims">
        {CLAIMS.map((claim) => (
          <li key={claim} className="rounded-lg border border-line bg-surface p-4 text-base text-fg">
            {t(`home.why.${claim}`)}
          </li>
        ))}
      </ul>
      <h3 className="m-0 text-lg font-semibold text-fg">{t('home.figures.title')}</h3>
      <ul className="m-0 grid list-none gap-3 p-0 sm:grid-cols-2 lg:grid-cols-4" data-testid="home-figures">
        {FIGURES.map((figure) => (
          <li key={figure} className="text-base font-semibold text-fg">
            {t(`home.figures.${figure}`)}
          </li>
        ))}
      </ul>
    </section>
  );
}
