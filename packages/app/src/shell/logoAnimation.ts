/**
 * The header logo's animated transition (spec 000 section 2, Header): two phases, about 600 ms then
 * 750 ms, run once per browser session. A flag in sessionStorage records that it ran, so moving
 * between pages or reloading does not replay it; a new tab (a new session) shows it again.
 */
export const LOGO_ANIMATION_KEY = 'edupay:logo-animated';

/** The spec's two phases: the mark arrives, then the word mark. */
export const LOGO_PHASE_MS = [600, 750] as const;

/**
 * How long the logo may have been on screen for its arrival to still be one: a prerendered page hydrated
 * later (the home page's app loads on a first gesture, src/boot.ts) has shown the mark for a while, and
 * fading it out to spin it in then would be a flicker, not an arrival.
 */
export const LOGO_ARRIVAL_WINDOW_MS = 500;

type FlagStorage = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * Whether to play the transition now. Someone who asked the system for reduced motion never gets it
 * (WCAG 2.3.3), nor a page whose logo has been on screen longer than LOGO_ARRIVAL_WINDOW_MS (`onScreenMs`,
 * from the first contentful paint); the flag is still written, so the choice is made once per session either way.
 */
export function shouldAnimateLogo(storage: FlagStorage | undefined, prefersReducedMotion: boolean, onScreenMs = 0): boolean {
  if (onScreenMs > LOGO_ARRIVAL_WINDOW_MS) return false;
  let ran = false;
  try {
    ran = storage?.getItem(LOGO_ANIMATION_KEY) === '1';
  } catch {
    // Storage blocked (privacy mode): treat as already run rather than animate on every page.
    ran = true;
  }
  return !ran && !prefersReducedMotion && storage !== undefined;
}

/** Records that the transition ran (or was skipped) in this session. */
export function markLogoAnimated(storage: FlagStorage | undefined): void {
  try {
    storage?.setItem(LOGO_ANIMATION_KEY, '1');
  } catch {
    // Nothing to keep: the worst case is the animation plays again next page load.
  }
}
