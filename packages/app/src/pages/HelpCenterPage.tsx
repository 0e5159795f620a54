import { Link, useLocation, useSearch } from 'wouter';
import { useSnapshot } from 'valtio';
import { helpArticle, helpCentre, helpSearch } from '../api/content';
import { useAppText } from '../i18n/useAppText';
import { store } from '../store/store';
import { contentMessages } from './content/contentMessages';
import { LoadState } from './content/LoadState';
import { RichText } from './content/RichText';
import { SearchBox } from './content/SearchBox';
import { useLoaded } from './content/useLoaded';
import NotFoundPage from './NotFoundPage';

const linkClass = 'text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus';

/**
 * /help_center (spec 000 route table: Chinese only; in English the route is not found): the
 * categories with their articles, a keyword search (?q=) and one article (?id=).
 */
export default function HelpCenterPage() {
  const { locale } = useSnapshot(store);
  if (locale === 'en') return <NotFoundPage />;
  return <HelpCentre />;
}

function HelpCentre() {
  const t = useAppText(contentMessages);
  const [, navigate] = useLocation();
  const params = new URLSearchParams(useSearch());
  const q = params.get('q') ?? '';
  const id = Number(params.get('id'));
  return (
    <section className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-10 sm:px-6" data-testid="help-center">
      <h1 className="m-0 text-2xl font-semibold text-fg">{t('help.title')}</h1>
      <SearchBox key={q} id="help-search" action="/help_center" label={t('help.search')} button={t('help.searchButton')} initial={q} onSearch={(text) => navigate(text ? `/help_center?q=${encodeURIComponent(text)}` : '/help_center')} />
      {Number.isInteger(id) && id > 0 ? <HelpArticleView id={id} /> : q ? <HelpResults q={q} /> : <HelpCategories />}
    </section>
  );
}

function HelpCategories() {
  const t = useAppText(contentMessages);
  const { locale } = useSnapshot(store);
  const loaded = useLoaded(`get_help_center|${locale}`, helpCentre);
  return (
    <LoadState loaded={loaded} loading={t('content.loading')} failed={t('content.failed')}>
      {({ categories }) => (
        <div className="grid gap-6 sm:grid-cols-2">
          {categories.map((category) => (
            <section key={category.key} aria-labelledby={`help-${category.key}`} className="flex flex-col gap-2 rounded-lg border border-line bg-surface p-4">
              <h2 id={`help-${category.key}`} className="m-0 text-lg font-semibold text-fg">
                {category.name}
              </h2>
              <ul className="m-0 flex list-none flex-col gap-1 p-0">
                {category.articles.map((a) => (
                  <li key={a.id}>
                    <Link href={`/help_center?id=${a.id}`} className={linkClass}>
                      {a.title}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    </LoadState>
  );
}

function HelpResults({ q }: { q: string }) {
  const t = useAppText(contentMessages);
  const { locale } = useSnapshot(store);
  const loaded = useLoaded(`get_help_search|${locale}|${q}`, () => helpSearch(q));
  return (
    <section aria-labelledby="help-results" className="flex flex-col gap-3" data-testid="help-results">
      <h2 id="help-results" className="m-0 text-xl font-semibold text-fg">
        {t('help.results')}
      </h2>
      <LoadState loaded={loaded} loading={t('content.loading')} failed={t('content.failed')}>
        {({ data, message }) =>
          data.total === 0 ? (
            <p role="status" className="text-fg-muted">
              {message}
            </p>
          ) : (
            <ul className="m-0 flex list-none flex-col gap-3 p-0">
              {data.list.map((item) => (
                <li key={item.id} className="flex flex-col gap-1">
                  <Link href={`/help_center?id=${item.id}`} className={`${linkClass} text-lg font-semibold`}>
                    {item.title}
                  </Link>
                  <span className="text-sm text-fg-muted">{item.category_name}</span>
                </li>
              ))}
            </ul>
          )
        }
      </LoadState>
    </section>
  );
}

function HelpArticleView({ id }: { id: number }) {
  const t = useAppText(contentMessages);
  const { locale } = useSnapshot(store);
  const loaded = useLoaded(`article_content|${locale}|${id}`, () => helpArticle(id));
  return (
    <LoadState loaded={loaded} loading={t('content.loading')} failed={t('content.failed')}>
      {({ article, related }) => (
        <article className="flex flex-col gap-3" data-testid="help-article">
          <Link href="/help_center" className={linkClass}>
            {t('help.back')}
          </Link>
          <p className="m-0 text-sm text-fg-muted">{article.category_name}</p>
          <h2 className="m-0 text-xl font-semibold text-fg">{article.title}</h2>
          <RichText html={article.body} />
          {related.length ? (
            <nav aria-label={t('help.related')} className="flex flex-col gap-1 border-t border-line pt-3">
              <p className="m-0 font-semibold text-fg">{t('help.related')}</p>
              {related.map((r) => (
                <Link key={r.id} href={`/help_center?id=${r.id}`} className={linkClass}>
                  {r.title}
                </Link>
              ))}
            </nav>
          ) : null}
        </article>
      )}
    </LoadState>
  );
}
