/**
 * The markup of the pages in PRERENDERED per language, made at build time (issue 19 item 1): scripts/prerender.mjs
 * builds this file for Node and writes dist/prerender/<name>.<locale>.html, which the server puts into
 * the root element of that path (packages/server/src/http/app-static.ts) and main.tsx hydrates. So the page
 * paints before any script has run, and nothing moves when the script takes over. Sections that need
 * data from the server (latest news, FAQ) render their loading state here, below the first screen.
 */
import { prerender } from 'react-dom/static';
import { Router } from 'wouter';
import { App } from './App';
import { setApiTransport } from './api/client';
import { HttpError, withQuery } from './api/fetchJson';
import { CONTENT_TEXT_PATHS } from './routes';
import { renderWithPageData } from './routing/pageData';
import { prerenderedState } from './store/sharedState';
import { store } from './store/store';
import type { AppLocale } from './i18n/defineAppMessages';

/** How a prerendered page gets its app: at once (index.html), or at the visitor's first sign of intent (home.html, boot.ts). */
export interface PrerenderedPage {
  /** The file name in dist/prerender (`<name>.<locale>.html`). */
  name: string;
  /**
   * `intent`: sent with home.html, whose boot loads the app at the first pointer move, key, touch or scroll,
   * or when a part waiting for the app's data comes into view. For pages whose first screen needs nothing
   * from the server: the page is read at once, the app (React and the page's code) costs nothing until
   * the visitor acts. `load`: the boot loads the app at once (after the page's stylesheet, so the first paint does
   * not wait for the app's download), hydrated as soon as it has loaded.
   */
  hydrate: 'intent' | 'load';
  /**
   * The page is another for a signed-in visitor (the staff lookup asks them for no image code): a request with
   * a session cookie gets the app's own render instead of this markup.
   */
  signedOutOnly?: boolean;
}

/**
 * The prerendered pages (path and query, as the server matches them): the home page, the payment entry
 * (/college_list, whose first paint waited for its script and the react-aria search: Lighthouse's LCP and
 * layout shift), the two legal documents (long texts in the bundle, nothing from the server), and the forms
 * whose first screen needs nothing from the server (the contact forms, the staff lookup). The build writes
 * this table to dist/prerender/pages.json, from which the server reads it (packages/server/src/http/app-static.ts).
 */
export const PRERENDERED: Readonly<Record<string, PrerenderedPage>> = {
  '/': { name: 'home', hydrate: 'intent' },
  '/college_list': { name: 'college_list', hydrate: 'load' },
  '/about_us?k=clause': { name: 'about_us.clause', hydrate: 'intent' },
  '/about_us?k=policy': { name: 'about_us.policy', hydrate: 'intent' },
  '/contact': { name: 'contact', hydrate: 'intent' },
  '/contactb': { name: 'contactb', hydrate: 'intent' },
  '/personnel_query': { name: 'personnel_query', hydrate: 'intent', signedOutOnly: true },
};

/**
 * The pages rendered by the server per request with their data (renderPageWithData), by path with any query, and
 * how each is hydrated (as PrerenderedPage's `hydrate`). Sent to a first visit (no session):
 * - the content pages: their text is what staff edit in the console, so no build can render it;
 * - a school's payee accounts (/select_account, the page a school's own site links payers to) and the order form for
 *   one of them (/order?account_id=, where its Make Payment leads; its fields wait for the app to take text);
 * - the school request form a search that found nothing opens in a new tab with the words searched for
 *   (/not_institution?country=&name=): hydrated on load, the visitor came to type.
 * The build writes this table to dist/prerender/server-rendered.json.
 */
const onIntent = (paths: readonly string[]) => Object.fromEntries(paths.map((path) => [path, 'intent' as const]));
export const SERVER_RENDERED: Readonly<Record<string, PrerenderedPage['hydrate']>> = {
  ...onIntent(['/news_and_resources', '/help_center', '/about_us', ...CONTENT_TEXT_PATHS, '/select_account', '/order']),
  '/not_institution': 'load',
};

/** A GET of the API answered in the server's process: its HTTP status and body. */
export type ServerGet = (url: string) => Promise<{ status: number; body: string }>;

/**
 * The page with the answers of its data calls (routing/pageData.ts), asked of the API through `get` (the
 * server's own handlers, without a network hop). Not re-entrant: the app's state is one per process, so the
 * server renders one page at a time.
 */
export async function renderPageWithData(page: string, locale: AppLocale, get: ServerGet): Promise<{ html: string; data: Record<string, unknown> }> {
  setApiTransport(async <T,>(url: string, request: { method: string; query?: Record<string, string | number> }) => {
    // A render only reads: a page that sent anything while rendering is a bug, not a call to make.
    if (request.method !== 'GET') throw new HttpError(405);
    const answer = await get(withQuery(url, request.query));
    if (answer.status !== 200) throw new HttpError(answer.status);
    return JSON.parse(answer.body) as T;
  });
  return renderWithPageData(() => renderPage(page, locale));
}

export async function renderPage(page: string, locale: AppLocale): Promise<string> {
  const [path = '/', search = ''] = page.split('?');
  Object.assign(store, prerenderedState(locale));
  let failure: unknown;
  // prerender (not renderToString) waits for the lazy route's code, so the page itself is in the markup.
  const { prelude } = await prerender(
    <Router ssrPath={path} ssrSearch={search}>
      <App />
    </Router>,
    // Never outline a large boundary behind a fallback and an inline script (the CSP forbids inline
    // scripts): the whole page inline, in order.
    {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      // A part that fails here would ship as an empty boundary the browser renders afresh: fail the build instead.
      onError: (error) => {
        failure ??= error;
      },
    },
  );
  if (failure) throw failure;
  return new Response(prelude).text();
}
