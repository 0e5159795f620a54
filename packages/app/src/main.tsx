import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { resolveLocale } from '@edupay/ui';
import { App } from './App';
import { consumeActToken } from './acting/actToken';
import { readPickedSchool } from './pages/pickedSchool';
import { pageCommitted } from './routing/PageCommitted';
import { readPageData } from './routing/pageData';
import { applyDocumentMeta, loadConfig } from './startup';
import { defaultSharedState, prerenderedState } from './store/sharedState';
import { store } from './store/store';
import './app.css';

// Radix's scroll lock (react-remove-scroll-bar, through react-style-singleton) injects a <style>
// while a dialog is open; the server's CSP allows it only with this page's nonce, which that
// library reads from __webpack_nonce__ (get-nonce). The nonce is in the meta tag Vite writes.
const nonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce;
if (nonce) (globalThis as { __webpack_nonce__?: string }).__webpack_nonce__ = nonce;

// The pages in PRERENDERED (src/prerender.tsx: the home page, /college_list, the contact forms…) and the content
// pages the server renders (SERVER_RENDERED) arrive prerendered in the page's language (the server sets <html lang>): hydrate when this tab's state is what
// they were rendered with (a first visit), so nothing is redrawn; otherwise (state restored from an earlier
// page of this tab, or a school picked in the home search that /college_list starts with) render afresh.
const root = document.getElementById('root')!;
const firstVisit =
  Object.entries(defaultSharedState()).every(([key, value]) => key === 'locale' || store[key as keyof typeof store] === value) &&
  (location.pathname !== '/college_list' || readPickedSchool() === null);
const asPrerendered = root.firstElementChild !== null && firstVisit;
// The server chose this answer's language (`?lang=`, the cookie a language switch just wrote, then
// Accept-Language) and wrote it to <html lang>: it wins over the language this tab's saved state held,
// or the title and texts would show the old language until get_config answers (CI saw an English
// title over the Chinese page right after a switch).
const pageLocale = resolveLocale(document.documentElement.lang);
if (asPrerendered) Object.assign(store, prerenderedState(pageLocale));
else store.locale = pageLocale;

// A content page the server rendered with its data (SERVER_RENDERED in src/prerender.tsx) came with the answers:
// the first render shows the same text, without asking again.
readPageData(document);
consumeActToken(); // before the first call: the console's act_token becomes this tab's session
applyDocumentMeta(store.locale);
/** Settles once the first page has committed (rendered, or hydrated with its own code): routing/PageCommitted.tsx. */
const appReady = pageCommitted;
// Said on the root element (data-app="running"): the home page's boot (boot.ts, built apart) then clicks
// again what was clicked while the app loaded; a test can wait for it too.
void appReady.then(() => (root.dataset.app = 'running'));
void loadConfig(asPrerendered ? appReady : undefined);

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// As a transition, React hydrates (or renders) in slices and hands the main thread back between them:
// no single long task for the whole tree on first load (Lighthouse's total blocking time).
startTransition(() => {
  if (asPrerendered) hydrateRoot(root, app);
  else createRoot(root).render(app);
});
