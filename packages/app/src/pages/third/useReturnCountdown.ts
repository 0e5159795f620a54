import { useEffect, useState } from 'react';

/** Seconds before /result_third sends the payer back to the partner (spec 001 section 2: 5 seconds). */
export const RETURN_SECONDS = 5;

/**
 * A countdown that calls `go` when it reaches zero, once, while `active` and not stopped. The payer
 * can stop it (WCAG 2.2.1: a time limit the user can turn off) or go at once.
 */
export function useReturnCountdown(active: boolean, go: () => void, seconds = RETURN_SECONDS) {
  const [left, setLeft] = useState(seconds);
  const [stopped, setStopped] = useState(false);
  const running = active && !stopped;
  useEffect(() => {
    if (!running) return undefined;
    if (left <= 0) {
      go();
      return undefined;
    }
    const timer = setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => clearTimeout(timer);
  }, [running, left, go]);
  return { left, stopped, stop: () => setStopped(true) };
}
