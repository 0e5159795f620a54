import { useEffect, useEffectEvent, useRef, useState } from 'react';

export interface QuoteCountdown {
  /** Whole seconds until the quote expires (0 once expired). */
  secondsLeft: number;
  expired: boolean;
  /** The time left as m:ss, or h:mm:ss from one hour (bank-transfer quotes hold 6 hours). */
  text: string;
}

/** Whole seconds from `now` to `expiresAt` (ISO 8601), never negative. */
export function secondsUntil(expiresAt: string, now: number): number {
  const end = Date.parse(expiresAt);
  return Number.isNaN(end) ? 0 : Math.max(0, Math.ceil((end - now) / 1000));
}

export function countdownText(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/**
 * The quote's countdown (spec 001 section 4: "the payment page refreshes automatically after a
 * countdown"). Ticks each second on the injected clock and calls `onExpire` once per quote when
 * time runs out, so the page asks the server for a fresh quote. The server still refuses an expired
 * quote on its own clock: this only keeps the screen honest.
 */
export function useQuoteCountdown(
  expiresAt: string,
  options: { now?: () => number; onExpire?: () => void } = {},
): QuoteCountdown {
  const clock = options.now ?? Date.now;
  const [at, setAt] = useState(() => clock());
  const secondsLeft = secondsUntil(expiresAt, at);
  const firedFor = useRef<string | null>(null);
  const tick = useEffectEvent(() => {
    const now = clock();
    setAt(now);
    if (secondsUntil(expiresAt, now) === 0 && firedFor.current !== expiresAt) {
      firedFor.current = expiresAt;
      options.onExpire?.();
    }
  });

  useEffect(() => {
    // At once (a quote may arrive already expired), then every second.
    const first = setTimeout(tick, 0);
    const timer = setInterval(tick, 1000);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [expiresAt]);

  return { secondsLeft, expired: secondsLeft === 0, text: countdownText(secondsLeft) };
}
