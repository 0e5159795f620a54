import { Link } from 'wouter';
import { useSnapshot } from 'valtio';
import { latestNews } from '../../api/content';
import { useAppText } from '../../i18n/useAppText';
import { store } from '../../store/store';
import { LoadState } from '../content/LoadState';
import { NewsCard } from '../content/NewsCard';
import { useLoaded } from '../content/useLoaded';
import { homeMessages } from './homeMessages';

/** The three newest items (nuxt/get_news) and a link to all news and resources. */
export function HomeNews() {
  const t = useAppText(homeMessages);
  const { locale } = useSnapshot(store);
  const loaded = useLoaded(`get_news|${locale}|3`, () => latestNews(3));
  return (
    <section aria-labelledby="home-news" className="flex flex-col gap-2">
      <h2 id="home-news" className="m-0 text-2xl font-semibold text-fg">
        {t('home.news.title')}
      </h2>
      <LoadState loaded={loaded} loading={t('home.loading')} failed={t('home.failed')}>
        {(list) => (
          <div>
            {list.map((item) => (
              <NewsCard key={item.id} item={item} headingLevel="h3" />
            ))}
          </div>
        )}
      </LoadState>
      <Link href="/news_and_resources" className="text-primary underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus">
        {t('home.news.all')}
      </Link>
    </section>
  );
}
