import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { useSnapshot } from 'valtio';
import { appText } from '../i18n/useAppText';
import { store } from '../store/store';
import { pageTitle } from './pageTitle';

/**
 * Gives every route its own <title> in the page's language (WCAG 2.4.2), the 404 included: the
 * page's main heading, then the site name. One rule for every page, so a page added later is titled
 * with nothing to remember; the heading is already in the page's language. Pages render their
 * heading after their data or code arrives, so the title follows the heading as it changes.
 */
export function DocumentTitle() {
  const [path] = useLocation();
  const { locale } = useSnapshot(store);
  useEffect(() => {
    const main = document.querySelector('main');
    if (!main) return;
    const site = appText(locale)('meta.title');
    const update = () => {
      const heading = main.querySelector('h1')?.textContent ?? '';
      const next = pageTitle(path, heading, site);
      if (document.title !== next) document.title = next;
    };
    update();
    const observer = new MutationObserver(update);
    observer.observe(main, { childList: true, subtree: true, characterData: true });
    // Start-up's config (startup.ts, applyDocumentMeta) writes the site's title after a prerendered page
    // (src/prerender.tsx) has hydrated, when the heading is already in place and will not change again:
    // the page's own title is put back.
    observer.observe(document.head, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [path, locale]);
  return null;
}
