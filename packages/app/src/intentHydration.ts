/**
 * Hydration on intent, for the prerendered home page of a first visit (boot.ts; issue 19 item 1): the page
 * is complete HTML, and React with the app (about 110 KB gzip, React alone 66) loads at the first sign of a
 * person rather than with the page. Until then links are plain links, and clicks on controls are held and
 * clicked again once the app has taken over, so nothing a person does is lost.
 */
import { COUNTRY_COOKIE, readCookie, TOKEN_COOKIE } from './api/cookies';
import { STORE_KEY } from './store/sharedState';

/**
 * What a person does first: a pointer moving over the page or pressed, a touch, a key, focus, scrolling.
 * (A pointer move counts on purpose: on a desktop the app is there before the click it precedes.)
 */
const INTENT_EVENTS = ['pointermove', 'pointerdown', 'touchstart', 'keydown', 'focusin', 'wheel', 'scroll'] as const;

/**
 * The app's entry and the files it imports at once, as dist/home.html names them
 * (`<meta name="edupay-app" content="/assets/index-….js" data-preload="/assets/a.js /assets/b.js">`).
 */
export function appEntry(): { src: string; preload: string[] } {
  const meta = document.querySelector<HTMLMetaElement>('meta[name="edupay-app"]');
  if (!meta) throw new Error('home.html names no app entry (scripts/home-page.mjs)');
  return { src: meta.content, preload: (meta.dataset.preload ?? '').split(' ').filter(Boolean) };
}

/** Settles once main.tsx marks the root element: the app has hydrated (`data-app="running"`). */
export function whenAppRuns(): Promise<void> {
  const root = document.getElementById('root');
  if (!root) return Promise.resolve();
  return new Promise((resolve) => {
    const running = () => root.dataset.app === 'running';
    if (running()) return resolve();
    const watch = new MutationObserver(() => {
      if (!running()) return;
      watch.disconnect();
      resolve();
    });
    watch.observe(root, { attributes: true, attributeFilter: ['data-app'] });
  });
}

/**
 * A page hydrated as soon as the app has loaded (PRERENDERED's `load` in src/prerender.tsx: /college_list, whose
 * search is what the visitor came to use). The server marks it (packages/server/src/http/app-static.ts); it comes
 * with this boot rather than with index.html's entry so that its first paint waits only for the stylesheet.
 */
function hydratedOnLoad(): boolean {
  return document.querySelector('meta[name="edupay-hydrate"][content="load"]') !== null;
}

/**
 * True when the prerendered page may not be what this visitor should see, or is hydrated on load, so the app loads at once:
 * this tab has state from an earlier page (main.tsx applies it once hydrated), the browser has a session
 * (a logged-in name, a chosen country variant: the token cookie; a country cookie), or the host is a
 * Chinese domain, whose footer must show its ICP record filing from the first paint. A first visit has
 * none of these: the prerendered page is its page, less what the config adds (the zh hotline, the
 * footer's link groups, the customer-service widget), which comes with the app.
 */
export function needsAppAtOnce(): boolean {
  let saved: string | null = null;
  try {
    saved = sessionStorage.getItem(STORE_KEY);
  } catch {
    // Storage blocked: no state saved either.
  }
  // The language cookie alone changes nothing: the server already chose the page's language from it.
  return hydratedOnLoad() || saved !== null || readCookie(TOKEN_COOKIE) !== undefined || readCookie(COUNTRY_COOKIE) !== undefined || location.hostname.endsWith('.cn');
}

/** What waits for data only the app fetches (pages/content/LoadState.tsx: the home page's news and FAQ). */
const AWAITING_DATA = '#root [data-slot="load-state"][data-state="loading"]';

/**
 * Calls `start` once: at the first of INTENT_EVENTS (listened to in the capture phase, passively), or when
 * a part that waits for the app's data comes into view (a tall window, or a crawler that renders the page
 * in one: the news and the FAQ then load as they would after a scroll).
 */
export function onFirstIntent(start: () => void): void {
  const options = { capture: true, passive: true } as const;
  const seen = new IntersectionObserver((entries) => {
    if (entries.some((entry) => entry.isIntersecting)) go();
  });
  let started = false;
  function go() {
    if (started) return;
    started = true;
    for (const type of INTENT_EVENTS) window.removeEventListener(type, go, options);
    seen.disconnect();
    start();
  }
  for (const type of INTENT_EVENTS) window.addEventListener(type, go, options);
  for (const part of document.querySelectorAll(AWAITING_DATA)) seen.observe(part);
}

/**
 * Holds clicks on buttons until `release` (the app has hydrated), which clicks them again in order, and
 * moves React's focus handlers onto the field focused meanwhile (a focus before hydration never reached
 * them: the home search loads its combobox on focus). Links are left to the browser.
 */
export function holdClicks(): { release: () => void } {
  const held: HTMLElement[] = [];
  const hold = (event: MouseEvent) => {
    const control = event.target instanceof Element ? event.target.closest<HTMLElement>('button, [role="button"]') : null;
    if (!control || event.button !== 0 || control.closest('a[href]')) return;
    event.preventDefault();
    event.stopPropagation();
    if (!held.includes(control)) held.push(control);
  };
  document.addEventListener('click', hold, true);
  return {
    release() {
      document.removeEventListener('click', hold, true);
      const focused = document.activeElement;
      if (focused instanceof HTMLElement && focused !== document.body && focused.closest('#root')) {
        focused.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
      }
      for (const control of held) if (control.isConnected) control.click();
    },
  };
}
