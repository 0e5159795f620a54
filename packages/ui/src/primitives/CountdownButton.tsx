import { useEffect, useReducer, useRef, useState, type ReactNode } from 'react';
import { cn } from '../lib/cn';
import { useControllableState } from '../lib/useControllableState';
import { useEduPay } from '../provider/useEduPay';
import { Button, type ButtonProps } from './Button';

/** The spec's resend wait for SMS and e-mail codes. */
export const COUNTDOWN_DEFAULT_SECONDS = 60;

/** The part of `Storage` the button uses; sessionStorage, localStorage or any object with these methods. */
export type CountdownStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface CountdownButtonProps extends Omit<ButtonProps, 'onClick' | 'children' | 'loading'> {
  /**
   * Sends the code. The countdown starts when the returned promise resolves; if it rejects or
   * resolves to `false` (e.g. a captcha was needed), there is no countdown and the button is usable
   * again. The kit does not show the error: `onSend` does (e.g. with a toast).
   */
  onSend: () => unknown;
  /** Length of the countdown in seconds. Default 60. */
  seconds?: number;
  /**
   * Remembers the end time under this key in `storage`, so a remounted button (a dialog closed and
   * reopened, a page reload) keeps counting. Without it the countdown lives only as long as the
   * button. Include what the wait is for, e.g. `sms:+86 13800000000`.
   */
  persistKey?: string;
  /** Where `persistKey` is stored. Default `sessionStorage` (per tab, gone when the tab closes). */
  storage?: CountdownStorage;
  /**
   * Controlled end time of the countdown in epoch ms (`null`: never sent). Use with `onEndsAtChange`;
   * the parent then owns persistence and `persistKey` is not used.
   */
  endsAt?: number | null;
  /** Uncontrolled initial end time, when there is no stored one. */
  defaultEndsAt?: number | null;
  /** Called with the new end time when a send succeeds. */
  onEndsAtChange?: (endsAt: number | null) => void;
  /** The clock, in epoch ms. Default `Date.now`; inject a fixed clock in tests and stories. */
  now?: () => number;
  /** Label before the first send. Default t('countdown.send'). */
  sendLabel?: ReactNode;
  /** Label once a countdown has finished. Default t('countdown.resend'). */
  resendLabel?: ReactNode;
  /** Label while counting. Default t('countdown.counting', { seconds }). */
  countingLabel?: (seconds: number) => ReactNode;
}

const STORAGE_PREFIX = 'edupay:countdown:';

function defaultStorage(): CountdownStorage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    // Storage can be blocked (privacy settings, sandboxed iframes): count in memory only.
    return undefined;
  }
}

function readStored(storage: CountdownStorage | undefined, key: string | undefined): number | undefined {
  if (!storage || !key) return undefined;
  try {
    const raw = storage.getItem(STORAGE_PREFIX + key);
    if (raw === null) return undefined;
    const value = Number(raw);
    return Number.isFinite(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

function writeStored(storage: CountdownStorage | undefined, key: string | undefined, endsAt: number | null) {
  if (!storage || !key) return;
  try {
    if (endsAt === null) storage.removeItem(STORAGE_PREFIX + key);
    else storage.setItem(STORAGE_PREFIX + key, String(endsAt));
  } catch {
    // A full or blocked storage only costs the remount memory, not the countdown itself.
  }
}

/** Whole seconds left until `endsAt`, rounded up so "1 second" shows until the very end. */
export function remainingSeconds(endsAt: number | null | undefined, now: number): number {
  if (endsAt === null || endsAt === undefined) return 0;
  return Math.max(0, Math.ceil((endsAt - now) / 1000));
}

/**
 * A "send code" button that waits before it may send again. It keeps the END TIME of the
 * countdown (epoch ms), not a counter, so the remaining time stays right across re-renders,
 * remounts (with `persistKey`), throttled background tabs and slow devices.
 *
 * While counting the button is `aria-disabled` rather than `disabled`: it keeps focus after the
 * send (a disabled button would drop it to the page), and a screen reader user who focuses it
 * hears "Resend in 42 seconds". Nothing is announced per tick: a live region counting down every
 * second would drown everything else.
 */
export function CountdownButton({
  onSend,
  seconds = COUNTDOWN_DEFAULT_SECONDS,
  persistKey,
  storage,
  endsAt: endsAtProp,
  defaultEndsAt = null,
  onEndsAtChange,
  now = Date.now,
  sendLabel,
  resendLabel,
  countingLabel,
  disabled,
  className,
  ...props
}: CountdownButtonProps) {
  const { t } = useEduPay();
  const store = storage ?? defaultStorage();
  // Fixed at mount like useControllableState: a controlled button leaves persistence to its parent.
  const [controlled] = useState(endsAtProp !== undefined);
  const [initialEndsAt] = useState(() => {
    const stored = controlled ? undefined : readStored(store, persistKey);
    if (stored === undefined) return defaultEndsAt;
    // A stored end time further away than a whole countdown means the clock was changed: cap it.
    return Math.min(stored, now() + seconds * 1000);
  });
  const [endsAt, setEndsAt] = useControllableState<number | null>(endsAtProp, initialEndsAt, onEndsAtChange);
  const [sending, setSending] = useState(false);
  // A second click in the same frame still sees `sending` false: the ref stops a double send.
  const inFlight = useRef(false);
  const [, tick] = useReducer((n: number) => n + 1, 0);

  const remaining = remainingSeconds(endsAt, now());
  const counting = remaining > 0;
  const state = sending ? 'sending' : counting ? 'counting' : endsAt === null ? 'idle' : 'finished';

  // Re-render when the shown second changes; the time itself always comes from `endsAt - now()`.
  useEffect(() => {
    if (!counting || endsAt === null) return;
    const timer = setTimeout(tick, (endsAt - now()) % 1000 || 1000);
    return () => clearTimeout(timer);
  });

  const handleClick = async () => {
    if (inFlight.current || counting || disabled) return;
    inFlight.current = true;
    setSending(true);
    let ok: boolean;
    try {
      ok = (await onSend()) !== false;
    } catch {
      ok = false;
    }
    if (ok) {
      const next = now() + seconds * 1000;
      // Stored here, not in an effect: the send may finish after the dialog holding the button has closed.
      if (!controlled) writeStored(store, persistKey, next);
      setEndsAt(next);
    }
    inFlight.current = false;
    setSending(false);
  };

  const label = counting
    ? (countingLabel?.(remaining) ?? t('countdown.counting', { seconds: remaining }))
    : endsAt === null
      ? (sendLabel ?? t('countdown.send'))
      : (resendLabel ?? t('countdown.resend'));

  return (
    <Button
      data-slot="countdown-button"
      data-state={state}
      data-remaining={counting ? remaining : undefined}
      disabled={disabled}
      loading={sending}
      loadingLabel={t('button.loading')}
      aria-disabled={counting || sending || undefined}
      className={cn(
        'tabular-nums data-[state=counting]:cursor-not-allowed data-[state=counting]:opacity-50',
        className,
      )}
      onClick={handleClick}
      {...props}
    >
      {label}
    </Button>
  );
}
