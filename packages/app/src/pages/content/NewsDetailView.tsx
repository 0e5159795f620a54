import { Link } from 'wouter';
import { useSnapshot } from 'valtio';
import { newsDetail } from '../../api/content';
import { useAppText } from '../../i18n/useAppText';
import { store } from '../../store/store';
import { contentMessages } from './contentMessages';
import { LoadState } from './LoadState';
import { NewsCard } from './NewsCard';
import { RichText } from './RichText';
import { useLoaded } from './useLoaded';

const linkClass = 'text-primary underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus';

/** A news item: text, source link, previous and next, and recommendations (spec 001 section 2). */
export function NewsDetailView({ id }: { id: number }) {
  const t = useAppText(contentMessages);
  const { locale } = useSnapshot(store);
  const loaded = useLoaded(`article_info|${locale}|${id}`, () => newsDetail(id));
  return (
    <section className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-10 sm:px-6" data-testid="news-detail">
      <Link href="/news_and_resources" className={linkClass}>
        {t('news.back')}
      </Link>
      <LoadState loaded={loaded} loading={t('content.loading')} failed={t('content.failed')}>
        {({ article, previous, next, recommendations }) => (
          <>
            <article className="flex flex-col gap-3">
              <p className="m-0 text-sm text-fg-muted">
                {article.type_name} · <time dateTime={article.date}>{article.date}</time>
              </p>
              <h1 className="m-0 text-2xl font-semibold text-fg">{article.title}</h1>
              <RichText html={article.body} />
              {article.source_url ? (
                <p className="m-0">
                  <a href={article.source_url} className={linkClass} rel="noopener noreferrer" target="_blank">
                    {t('news.source', { name: article.source_name || article.source_url })}
                  </a>
                </p>
              ) : null}
            </article>
            <nav aria-label={`${t('news.previous')} / ${t('news.next')}`} className="flex flex-col gap-2 border-y border-line py-4 sm:flex-row sm:justify-between">
              {previous ? (
                <Link href={`/news_and_resources?id=${previous.id}`} className={linkClass} data-testid="news-previous">
                  {t('news.previous')}: {previous.title}
                </Link>
              ) : (
                <span />
              )}
              {next ? (
                <Link href={`/news_and_resources?id=${next.id}`} className={linkClass} data-testid="news-next">
                  {t('news.next')}: {next.title}
                </Link>
              ) : null}
            </nav>
            <section className="flex flex-col gap-2" aria-labelledby="news-recommended">
              <h2 id="news-recommended" className="m-0 text-xl font-semibold text-fg">
                {t('news.recommended')}
              </h2>
              {recommendations.map((item) => (
                <NewsCard key={item.id} item={item} headingLevel="h3" />
              ))}
            </section>
          </>
        )}
      </LoadState>
    </section>
  );
}
