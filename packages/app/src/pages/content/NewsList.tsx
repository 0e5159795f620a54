import { Pagination, Tabs, TabsContent, TabsList, TabsTrigger } from '@edupay/ui';
import { useLocation, useSearch } from 'wouter';
import { useSnapshot } from 'valtio';
import { newsCenter, NEWS_TYPES } from '../../api/content';
import { useAppText } from '../../i18n/useAppText';
import { store } from '../../store/store';
import { contentMessages } from './contentMessages';
import { LoadState } from './LoadState';
import { NewsCard } from './NewsCard';
import { SearchBox } from './SearchBox';
import { useLoaded } from './useLoaded';

const TABS = ['all', ...NEWS_TYPES] as const;

/**
 * /news_and_resources: keyword search, the type tabs and pages of ten (spec 001 section 2). The
 * query string holds the state (q, type, page), so a search can be linked and survives reload.
 */
export function NewsList() {
  const t = useAppText(contentMessages);
  const { locale } = useSnapshot(store);
  const [, navigate] = useLocation();
  const params = new URLSearchParams(useSearch());
  const q = params.get('q') ?? '';
  const type = (TABS as readonly string[]).includes(params.get('type') ?? '') ? (params.get('type') as string) : 'all';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const go = (next: { q?: string; type?: string; page?: number }) => {
    const query = new URLSearchParams();
    const values = { q, type, page: 1, ...next };
    if (values.q) query.set('q', values.q);
    if (values.type !== 'all') query.set('type', values.type);
    if (values.page > 1) query.set('page', String(values.page));
    const text = query.toString();
    navigate(text ? `/news_and_resources?${text}` : '/news_and_resources');
  };
  const loaded = useLoaded(`news_center|${locale}|${q}|${type}|${page}`, () => newsCenter({ search_key: q, type, page }));
  const names = loaded.state === 'ready' ? new Map(loaded.data.data.types.map((x) => [x.key as string, x.name])) : new Map<string, string>();

  return (
    <section className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-10 sm:px-6" data-testid="news-list">
      <h1 className="m-0 text-2xl font-semibold text-fg">{t('news.title')}</h1>
      <SearchBox key={q} id="news-search" action="/news_and_resources" label={t('news.search')} button={t('news.searchButton')} initial={q} onSearch={(text) => go({ q: text })} />
      <Tabs value={type} onValueChange={(value) => go({ type: value })}>
        <TabsList aria-label={t('news.tabs')} className="flex-wrap">
          {TABS.map((key) => (
            <TabsTrigger key={key} value={key}>
              {key === 'all' ? t('news.all') : (names.get(key) ?? key)}
            </TabsTrigger>
          ))}
        </TabsList>
        {TABS.map((key) => (
          <TabsContent key={key} value={key}>
            {key === type ? (
              <LoadState loaded={loaded} loading={t('content.loading')} failed={t('content.failed')}>
                {({ data, message }) =>
                  data.total === 0 ? (
                    <p className="py-8 text-center text-base text-fg-muted" role="status" data-testid="news-empty">
                      {message}
                    </p>
                  ) : (
                    <div className="flex flex-col gap-4">
                      <p className="m-0 text-sm text-fg-muted" role="status">
                        {t('news.results', { count: data.total })}
                      </p>
                      <div>
                        {data.list.map((item) => (
                          <NewsCard key={item.id} item={item} />
                        ))}
                      </div>
                      {data.total > data.page_size ? <Pagination page={page} total={data.total} pageSize={data.page_size} onPageChange={(p) => go({ page: p })} /> : null}
                    </div>
                  )
                }
              </LoadState>
            ) : null}
          </TabsContent>
        ))}
      </Tabs>
    </section>
  );
}
