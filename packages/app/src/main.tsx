import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { applyDocumentMeta, loadConfig } from './startup';
import { store } from './store/store';
import './app.css';

applyDocumentMeta(store.locale);
void loadConfig();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
