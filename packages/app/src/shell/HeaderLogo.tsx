import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import { useAppText } from '../i18n/useAppText';
import { LOGO_PHASE_MS, markLogoAnimated, shouldAnimateLogo } from './logoAnimation';

function sessionStorageOrUndefined(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/**
 * The logo, with its animated transition once per session (spec 000 section 2): the mark arrives in
 * about 600 ms, then settles in about 750 ms. Only the mark moves: the name is painted with the first
 * frame and never hidden, clipped or delayed (issue 14 item 8: wiping it in left the header without
 * a name for over a second on a slow phone). Web Animations: nothing to do in CSS, nothing running
 * after it ends, and a reduced-motion preference skips it entirely.
 */
export function HeaderLogo() {
  const t = useAppText();
  const mark = useRef<SVGSVGElement>(null);

  useEffect(() => {
    // The hidden one of the two headers rendered while the prerendered home hydrates (Header.tsx):
    // it neither animates nor uses up the session's one animation.
    if (mark.current && mark.current.getClientRects().length === 0) return;
    const storage = sessionStorageOrUndefined();
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    // Since the first paint: the prerendered home page's logo is there long before its app (boot.ts).
    const firstPaint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
    const onScreenMs = firstPaint === undefined ? 0 : performance.now() - firstPaint;
    if (!shouldAnimateLogo(storage, reduced, onScreenMs) || !mark.current?.animate) {
      markLogoAnimated(storage);
      return;
    }
    markLogoAnimated(storage);
    const [first, second] = LOGO_PHASE_MS;
    const markAnimation = mark.current.animate(
      [
        { opacity: 0, transform: 'scale(0.4) rotate(-90deg)' },
        { opacity: 1, transform: 'scale(1) rotate(0deg)' },
      ],
      { duration: first, easing: 'cubic-bezier(0.2, 0.8, 0.2, 1)', fill: 'backwards' },
    );
    // The second phase: the mark nods once beside the name, which stays where it is.
    const settleAnimation = mark.current.animate(
      [{ transform: 'rotate(0deg)' }, { transform: 'rotate(-8deg)' }, { transform: 'rotate(0deg)' }],
      { duration: second, delay: first, easing: 'ease-in-out' },
    );
    return () => {
      markAnimation.cancel();
      settleAnimation.cancel();
    };
  }, []);

  return (
    <Link href="/" aria-label={t('nav.home')} className="inline-flex items-center gap-2 rounded-sm text-lg font-semibold text-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus" data-testid="logo">
      <svg ref={mark} aria-hidden="true" focusable="false" viewBox="0 0 32 32" className="size-8">
        <rect width="32" height="32" rx="8" fill="currentColor" />
        <path d="M6 13 16 8l10 5-10 5z" fill="#fff" />
        <path d="M10 15.5v5c0 1.7 2.7 3 6 3s6-1.3 6-3v-5" fill="none" stroke="#fff" strokeWidth="2" />
      </svg>
      <span data-testid="logo-name">EduPay</span>
    </Link>
  );
}
