import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { snapshot } from 'valtio/vanilla';
import { resolveLocale } from '@edupay/ui';
import { App } from './App';
import { consumeActToken } from './acting/actToken';
import { pageCommitted } from './routing/PageCommitted';
import { readPageData } from './routing/pageData';
import { applyDocumentMeta, loadConfig } from './startup';
import { prerenderedState } from './store/sharedState';
import { store } from './store/store';
import './app.css';

// Radix's scroll lock (react-remove-scroll-bar, through react-style-singleton) injects a <style>
// while a dialog is open; the server's CSP allows it only with this page's nonce, which that
// library reads from __webpack_nonce__ (get-nonce). The nonce is in the meta tag Vite writes.
const nonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce;
if (nonce) (globalThis as { __webpack_nonce__?: string }).__webpack_nonce__ = nonce;

// The pages in PRERENDERED (src/prerender.tsx: the home page, /college_list, the contact forms…) and the content
// pages the server renders (SERVER_RENDERED) arrive complete, rendered with prerenderedState in the page's
// language (the server sets <html lang>). They are always hydrated, never drawn again: a render afresh would
// throw the page away and show its loading state until the route's code arrived (CI's axe sweep saw pages
// without their h1 in that gap). What this tab holds from an earlier page (its saved state) is applied once
// the page has hydrated, as get_config's answer is, so the markup meets the state it was rendered with.
const root = document.getElementById('root')!;
const asPrerendered = root.firstElementChild !== null;
// The server chose this answer's language (`?lang=`, the cookie a language switch just wrote, then
// Accept-Language) and wrote it to <html lang>: it wins over the language this tab's saved state held,
// or the title and texts would show the old language until get_config answers (CI saw an English
// title over the Chinese page right after a switch).
const pageLocale = resolveLocale(document.documentElement.lang);
const tabState = { ...snapshot(store), locale: pageLocale };
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
// A hydrated page takes the tab's state once hydrated, then get_config's fresher answer over it.
void loadConfig(asPrerendered ? appReady.then(() => void Object.assign(store, tabState)) : undefined);

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
