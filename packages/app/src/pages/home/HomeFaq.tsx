import { useSnapshot } from 'valtio';
import { faq } from '../../api/content';
import { useAppText } from '../../i18n/useAppText';
import { store } from '../../store/store';
import { LoadState } from '../content/LoadState';
import { RichText } from '../content/RichText';
import { useLoaded } from '../content/useLoaded';
import { homeMessages } from './homeMessages';

/** The FAQ (/other/get_faq_content, India's questions for IND) as native disclosures. */
export function HomeFaq() {
  const t = useAppText(homeMessages);
  const { locale, country } = useSnapshot(store);
  const loaded = useLoaded(`get_faq_content|${locale}|${country}`, () => faq(country));
  return (
    <section aria-labelledby="home-faq" className="flex flex-col gap-2" data-testid="home-faq">
      <h2 id="home-faq" className="m-0 text-2xl font-semibold text-fg">
        {t('home.faq.title')}
      </h2>
      <LoadState loaded={loaded} loading={t('home.loading')} failed={t('home.failed')}>
        {(list) => (
          <div className="flex flex-col">
            {list.map((entry) => (
              <details key={entry.id} className="border-b border-line py-3">
                <summary className="cursor-pointer text-base font-semibold text-fg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus">{entry.question}</summary>
                <RichText html={entry.answer} className="pt-2" />
              </details>
            ))}
          </div>
        )}
      </LoadState>
    </section>
  );
}
