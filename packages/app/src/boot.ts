/**
 * The script of the pages prerendered to hydrate on intent (the home page and the contact forms: PRERENDERED in
 * src/prerender.tsx; dist/home.html, written by scripts/home-page.mjs; the server sends it with such a page's
 * markup, index.html everywhere else): the app (main.tsx, built as the entry home.html names
 * in <meta name="edupay-app">) at once when the page may not be this visitor's or is hydrated on load, otherwise at
 * the first sign of a person (intentHydration.ts). So a first visit's front door costs a few KB of script instead of
 * React's 66 and the app's 45 (issue 19 item 1's budget of 90 KB).
 */
import { appEntry, holdClicks, needsAppAtOnce, onFirstIntent, whenAppRuns } from './intentHydration';

function loadApp(): Promise<unknown> {
  const { src, preload } = appEntry();
  // The entry's own imports, fetched beside it rather than after it (index.html has them as modulepreload).
  for (const href of preload) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
  // By URL: the app is built apart from this file (vite.boot.config.ts).
  return import(/* @vite-ignore */ src);
}

// Clicks on the page's buttons are held until the app runs, also when it loads at once (a page hydrated on load:
// a Log in pressed while it loads would otherwise do nothing; CI saw it on /college_list).
const clicks = holdClicks();
const start = () => {
  void loadApp();
  void whenAppRuns().then(clicks.release);
};
if (needsAppAtOnce()) start();
else onFirstIntent(start);
