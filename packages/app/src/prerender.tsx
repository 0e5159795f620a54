/**
 * The home page's markup per language, made at build time (issue 19 item 1): scripts/prerender.mjs
 * builds this file for Node and writes dist/prerender/home.<locale>.html, which the server puts into
 * the root element of `/` (packages/server/src/http/app-static.ts) and main.tsx hydrates. So the page
 * paints before any script has run, and nothing moves when the script takes over. Sections that need
 * data from the server (latest news, FAQ) render their loading state here, below the first screen.
 */
import { prerender } from 'react-dom/static';
import { Router } from 'wouter';
import { App } from './App';
import { prerenderedState } from './store/sharedState';
import { store } from './store/store';
import type { AppLocale } from './i18n/defineAppMessages';

export async function renderHome(locale: AppLocale): Promise<string> {
  Object.assign(store, prerenderedState(locale));
  // prerender (not renderToString) waits for the lazy route's code, so the page itself is in the markup.
  const { prelude } = await prerender(
    <Router ssrPath="/" ssrSearch="">
      <App />
    </Router>,
    // Never outline a large boundary behind a fallback and an inline script (the CSP forbids inline
    // scripts): the whole page inline, in order.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return new Response(prelude).text();
}
