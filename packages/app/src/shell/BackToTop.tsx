import { useEffect, useState } from 'react';
import { cn } from '@edupay/ui';
import { useAppText } from '../i18n/useAppText';
import { shellMessages } from './shellMessages';

/** Shown once the page is scrolled this far: past the header and the top of the content. */
export const BACK_TO_TOP_AFTER_PX = 200;

/**
 * Back to top (spec 000 section 2, Header): appears once scrolled. Focus moves to the logo, the first
 * thing on the page, so a keyboard user continues from the top rather than from a vanished button.
 */
export function BackToTop() {
  const t = useAppText(shellMessages);
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const update = () => setShown(window.scrollY > BACK_TO_TOP_AFTER_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  if (!shown) return null;
  return (
    <button
      type="button"
      aria-label={t('shell.backToTop')}
      title={t('shell.backToTop')}
      data-testid="back-to-top"
      className={cn(
        'inline-flex size-11 cursor-pointer items-center justify-center rounded-full border border-line bg-surface text-fg shadow-overlay hover:bg-surface-muted',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
      )}
      onClick={() => {
        const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
        window.scrollTo({ top: 0, behavior: reduced ? 'auto' : 'smooth' });
        document.querySelector<HTMLElement>('[data-testid="logo"]')?.focus({ preventScroll: true });
      }}
    >
      <svg aria-hidden="true" focusable="false" viewBox="0 0 20 20" className="size-5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
        <path d="M10 16V4M4.5 9.5 10 4l5.5 5.5" />
      </svg>
    </button>
  );
}
