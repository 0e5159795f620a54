/**
 * The entry of the prerendered home page (home.html; the server sends it with the page's markup, index.html
 * everywhere else): the styles, and the app (main.tsx) at once when the page may not be this visitor's,
 * otherwise at the first sign of a person (intentHydration.ts). So a first visit's front door costs a few
 * KB of script instead of React's 66 and the app's 45 (issue 19 item 1's budget of 90 KB).
 */
import './app.css';
import { holdClicks, needsAppAtOnce, onFirstIntent } from './intentHydration';

if (needsAppAtOnce()) {
  void import('./main');
} else {
  const clicks = holdClicks();
  onFirstIntent(() => {
    void import('./main').then(({ appReady }) => appReady.then(clicks.release));
  });
}
