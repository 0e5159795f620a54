/**
 * The loading bar on route change (spec 000 sections 4 and 9): it runs while a route's code loads,
 * for at most 5000 ms; past that it stops, so a stuck download does not leave a bar forever.
 */
export const LOADING_BAR_MAX_MS = 5000;

/**
 * How full the bar is (0-100) after `elapsed` ms. It eases towards 90 % over the 5000 ms (fast at
 * first, so a quick load still shows movement) and jumps to 100 % when the load is done.
 */
export function loadingBarPercent(elapsed: number, done: boolean, maxMs = LOADING_BAR_MAX_MS): number {
  if (done) return 100;
  const t = Math.min(Math.max(elapsed, 0) / maxMs, 1);
  return Math.round(90 * (1 - (1 - t) ** 2));
}

/** Whether the bar is still shown: while loading, but never past the time limit. */
export function loadingBarVisible(elapsed: number, pending: boolean, maxMs = LOADING_BAR_MAX_MS): boolean {
  return pending && elapsed < maxMs;
}
