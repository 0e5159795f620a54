import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useAppText } from '../i18n/useAppText';
import { routeLoading } from '../routing/lazyRoute';
import { LOADING_BAR_MAX_MS, loadingBarPercent, loadingBarVisible } from './loadingBar';
import { shellMessages } from './shellMessages';

/** How long the full bar stays before it goes, so a quick load is still seen to finish. */
const FINISH_MS = 200;

/**
 * The loading bar on route change (spec 000 sections 4 and 9): while a route's code downloads, up to
 * 5000 ms. A `progressbar` with a name and a value, present only while loading: screen readers can
 * find it, and nothing is announced on every quick navigation.
 */
export function LoadingBar() {
  const t = useAppText(shellMessages);
  const { pending, startedAt } = useSnapshot(routeLoading);
  const [now, setNow] = useState(() => Date.now());
  const [finishing, setFinishing] = useState(false);
  const loading = pending > 0;

  useEffect(() => {
    if (!loading) return;
    const timer = window.setInterval(() => setNow(Date.now()), 100);
    return () => {
      window.clearInterval(timer);
      // Past the time limit the bar is already gone: no finishing flash.
      if (Date.now() - routeLoading.startedAt < LOADING_BAR_MAX_MS) setFinishing(true);
    };
  }, [loading]);

  useEffect(() => {
    if (!finishing) return;
    const timer = window.setTimeout(() => setFinishing(false), FINISH_MS);
    return () => window.clearTimeout(timer);
  }, [finishing]);

  const elapsed = Math.max(0, now - startedAt);
  const visible = loadingBarVisible(elapsed, loading, LOADING_BAR_MAX_MS);
  if (!visible && !finishing) return null;
  const percent = loadingBarPercent(elapsed, !loading);
  return (
    <div
      role="progressbar"
      aria-label={t('shell.loading')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      data-testid="loading-bar"
      className="pointer-events-none fixed inset-x-0 top-0 z-[60] h-0.5"
    >
      <div className="h-full bg-primary transition-[width] duration-100 ease-linear" style={{ width: `${percent}%` }} />
    </div>
  );
}
