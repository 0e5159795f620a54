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
import { prerenderedState } from './store/sharedState';
import { store } from './store/store';
import type { AppLocale } from './i18n/defineAppMessages';

/**
 * The prerendered pages (path and query, as the server matches them) and their file names: the home page,
 * the payment entry (/college_list, whose first paint waited for its script and the react-aria search:
 * Lighthouse's LCP and layout shift) and the two legal documents (long texts in the bundle, nothing from the
 * server). Keep in step with PRERENDERED in packages/server/src/http/app-static.ts.
 */
export const PRERENDERED = {
  '/': 'home',
  '/college_list': 'college_list',
  '/about_us?k=clause': 'about_us.clause',
  '/about_us?k=policy': 'about_us.policy',
} as const;

export async function renderPage(page: keyof typeof PRERENDERED, locale: AppLocale): Promise<string> {
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
