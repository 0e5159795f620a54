import { useAppText } from '../../i18n/useAppText';
import { homeMessages } from './homeMessages';

const STEPS = [1, 2, 3] as const;

/** The three steps of an order (spec 001 section 1): personal information, proof of study, payment. */
export function HowItWorks() {
  const t = useAppText(homeMessages);
  return (
    <section aria-labelledby="home-steps" className="flex flex-col gap-4">
      <h2 id="home-steps" className="m-0 text-2xl font-semibold text-fg">
        {t('home.steps.title')}
      </h2>
      <ol className="m-0 grid list-none gap-4 p-0 md:grid-cols-3">
        {STEPS.map((n) => (
          <li key={n} className="flex flex-col gap-1 rounded-lg border border-line bg-surface p-4">
            <span aria-hidden="true" className="text-2xl font-semibold text-primary">
              {n}
            </span>
            <h3 className="m-0 text-lg font-semibold text-fg">{t(`home.steps.${n}.title`)}</h3>
            <p className="m-0 text-base text-fg-muted">{t(`home.steps.${n}.body`)}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
