import { useSnapshot } from 'valtio';
import { latestNews, partners } from '../../api/content';
import { useAppText } from '../../i18n/useAppText';
import { store } from '../../store/store';
import type { AboutUsContentKind } from '../aboutUs/aboutUsKinds';
import { AboutTextView } from './AboutTextView';
import { contentMessages } from './contentMessages';
import { LoadState } from './LoadState';
import { NewsCard } from './NewsCard';
import { PartnerList } from './PartnerList';
import { useLoaded } from './useLoaded';

/** /about_us?k=update|partner|news: the text, plus the partners or the latest news. */
export function AboutUsContent({ kind }: { kind: AboutUsContentKind }) {
  return (
    <AboutTextView textKey={kind}>
      {kind === 'partner' ? <Partners /> : null}
      {kind === 'news' ? <LatestNews /> : null}
    </AboutTextView>
  );
}

function Partners() {
  const t = useAppText(contentMessages);
  const { locale } = useSnapshot(store);
  const loaded = useLoaded(`get_partner|${locale}`, partners);
  return (
    <LoadState loaded={loaded} loading={t('content.loading')} failed={t('content.failed')}>
      {(list) => <PartnerList list={list} />}
    </LoadState>
  );
}

function LatestNews() {
  const t = useAppText(contentMessages);
  const { locale } = useSnapshot(store);
  const loaded = useLoaded(`get_news|${locale}|6`, () => latestNews(6));
  return (
    <LoadState loaded={loaded} loading={t('content.loading')} failed={t('content.failed')}>
      {(list) => (
        <div>
          {list.map((item) => (
            <NewsCard key={item.id} item={item} />
          ))}
        </div>
      )}
    </LoadState>
  );
}
