import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { applyDocumentMeta, loadConfig } from './startup';
import { store } from './store/store';
import './app.css';

// Radix's scroll lock (react-remove-scroll-bar, through react-style-singleton) injects a <style>
// while a dialog is open; the server's CSP allows it only with this page's nonce, which that
// library reads from __webpack_nonce__ (get-nonce). The nonce is in the meta tag Vite writes.
const nonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce;
if (nonce) (globalThis as { __webpack_nonce__?: string }).__webpack_nonce__ = nonce;

applyDocumentMeta(store.locale);
void loadConfig();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
