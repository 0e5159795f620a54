import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { resolveLocale } from '@edupay/ui';
import { App } from './App';
import { applyDocumentMeta, loadConfig } from './startup';
import { defaultSharedState, prerenderedState } from './store/sharedState';
import { store } from './store/store';
import './app.css';

// Radix's scroll lock (react-remove-scroll-bar, through react-style-singleton) injects a <style>
// while a dialog is open; the server's CSP allows it only with this page's nonce, which that
// library reads from __webpack_nonce__ (get-nonce). The nonce is in the meta tag Vite writes.
const nonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce;
if (nonce) (globalThis as { __webpack_nonce__?: string }).__webpack_nonce__ = nonce;

// The home page arrives prerendered in the page's language (src/prerender.tsx; the server sets
// <html lang>): hydrate it when this tab's state is what it was rendered with (a first visit), so
// nothing is redrawn; otherwise (state restored from an earlier page of this tab) render afresh.
const root = document.getElementById('root')!;
const firstVisit = Object.entries(defaultSharedState()).every(([key, value]) => key === 'locale' || store[key as keyof typeof store] === value);
const asPrerendered = root.firstElementChild !== null && firstVisit;
if (asPrerendered) Object.assign(store, prerenderedState(resolveLocale(document.documentElement.lang)));

applyDocumentMeta(store.locale);
void loadConfig();

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
if (asPrerendered) hydrateRoot(root, app);
else createRoot(root).render(app);
