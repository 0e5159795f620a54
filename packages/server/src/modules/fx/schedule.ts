/**
 * With FX_FEED_URL set, the feed is read at start and every 6 hours (the ECB publishes once a working
 * day, around 16:00 CET). Each instance may read it; writes change a row only when its value changed.
 */
import type { AppContext } from '../../context';
import { configuredFeed } from './index';
import { refreshRates } from './service';

export function scheduleFxRefresh(ctx: AppContext, log: (error: unknown) => void, everyMs = 6 * 60 * 60_000): () => void {
  const feedUrl = ctx.config.fxFeedUrl;
  if (!feedUrl) return () => {};
  const feed = configuredFeed(feedUrl, () => ctx.now().toISOString().slice(0, 10));
  const run = () => void refreshRates(ctx, feed).catch(log);
  run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
