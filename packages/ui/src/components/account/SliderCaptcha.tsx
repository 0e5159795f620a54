import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentProps,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { cn } from '../../lib/cn';
import { useDomainText } from '../../i18n/useDomainText';
import { loginMessages } from './loginMessages';
import { Button } from '../../primitives/Button';
import { Spinner } from '../../primitives/Spinner';
import { isSuccess, type ApiResult } from '@edupay/forms/contract';
import type { SliderPuzzle } from './loginTypes';
import { useAnnounceOnChange } from '../../provider/useAnnounceOnChange';

export type SliderCaptchaState = 'loading' | 'idle' | 'dragging' | 'verifying' | 'passed' | 'failed';

/** What `onVerify` receives: `captchaVerifyParam` is JSON `{ id, x, track }` (track: `[ms, x]` samples). */
export interface SliderVerifyRequest {
  captchaVerifyParam: string;
}

export interface SliderCaptchaProps extends Omit<ComponentProps<'div'>, 'children' | 'onChange'> {
  /** Checks the final position (POST /other/slider_verification); passes when `data.pass` is true. Awaited. */
  onVerify: (request: SliderVerifyRequest) => Promise<ApiResult<{ pass?: boolean }>>;
  /**
   * The phone number the check unlocks. When given and empty, releasing the slider shows the
   * phone-empty message (spec 000 section 5) and `onVerify` is not called.
   */
  phone?: string;
  /** Loads a puzzle (GET /other/slider_captcha) on mount and after each failure. Without it the slider is a plain "slide to the end". Awaited. */
  loadPuzzle?: () => Promise<ApiResult<SliderPuzzle>>;
  /** Called once the check passed. */
  onPass?: () => void;
  /** Shows a Cancel button that calls this. */
  onCancel?: () => void;
  /** Text under the instructions, e.g. the server's message that asked for the check. */
  description?: ReactNode;
  /** Track width without a puzzle, in px. Default 300. Fixed at mount. */
  width?: number;
  /** Focus the handle once usable (when the check appears in answer to the user's action, e.g. a send). Fixed at mount. */
  initialFocus?: boolean;
  /** Clock for the drag track, in ms. Default `performance.now`. */
  now?: () => number;
}

const HANDLE = 44;
/** Keyboard step with Shift, PageUp and PageDown. */
const BIG_STEP = 10;

/**
 * A slider captcha: drag the handle (or the puzzle piece above it) until the piece fits the gap,
 * then release. The handle is a `role="slider"`: arrow keys move it by 1 px (Shift, PageUp and
 * PageDown by 10), Home and End jump to the ends, Enter submits, so the check is possible without
 * a pointer. The outcome is announced in an always-present polite live region.
 */
export function SliderCaptcha({
  onVerify,
  phone,
  loadPuzzle,
  onPass,
  onCancel,
  description,
  width: widthProp = 300,
  initialFocus = false,
  now = () => performance.now(),
  className,
  ...props
}: SliderCaptchaProps) {
  const t = useDomainText(loginMessages);
  const titleId = useId();
  const instructionsId = useId();
  const [puzzle, setPuzzle] = useState<SliderPuzzle | null>(null);
  const [state, setState] = useState<SliderCaptchaState>(loadPuzzle ? 'loading' : 'idle');
  const [x, setX] = useState(0);
  const [message, setMessage] = useState<string | null>(null);
  const track = useRef<[number, number][]>([]);
  const drag = useRef<{ startX: number; startValue: number } | null>(null);
  const handleRef = useRef<HTMLDivElement>(null);
  const busy = state === 'verifying' || state === 'passed' || state === 'loading';

  const width = puzzle?.width ?? widthProp;
  const max = width - (puzzle?.piece_size ?? HANDLE);

  /** Loads a puzzle; state is set only after the await, so the mount effect may call it. */
  const fetchPuzzle = useCallback((): Promise<void> => {
    if (!loadPuzzle) return Promise.resolve();
    return Promise.resolve()
      .then(loadPuzzle)
      .then(
        (result) => {
          if (isSuccess(result) && result.data) setPuzzle(result.data);
          else setMessage(result.message?.trim() || t('sliderCaptcha.failed'));
        },
        () => setMessage(t('login.error.network')),
      )
      .then(() => setState('idle'));
  }, [loadPuzzle, t]);

  useEffect(() => {
    // The first state is already "loading" when there is a puzzle to load.
    void fetchPuzzle();
    // Loaded once on mount; later loads follow a failure.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (initialFocus && state !== 'loading') handleRef.current?.focus();
    // Only when the handle first becomes usable.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [initialFocus, state === 'loading']);

  const move = (next: number) => {
    const clamped = Math.max(0, Math.min(max, Math.round(next)));
    track.current.push([Math.round(now()), clamped]);
    setX(clamped);
  };

  const verify = async (finalX: number) => {
    if (phone !== undefined && phone.trim() === '') {
      setState('failed');
      setMessage(t('sliderCaptcha.phoneEmpty'));
      return;
    }
    setState('verifying');
    setMessage(null);
    const captchaVerifyParam = JSON.stringify({ id: puzzle?.id, x: finalX, track: track.current });
    let passed = false;
    let failure: string | null = null;
    try {
      const result = await onVerify({ captchaVerifyParam });
      passed = isSuccess(result) && result.data?.pass === true;
      if (!passed) failure = result.message?.trim() || t('sliderCaptcha.failed');
    } catch {
      failure = t('login.error.network');
    }
    track.current = [];
    if (passed) {
      setState('passed');
      onPass?.();
      return;
    }
    // A puzzle is single-use on the server: start again from the left with a new one.
    setX(0);
    setState('failed');
    setMessage(failure);
    if (loadPuzzle) {
      setState('loading');
      await fetchPuzzle();
      setState('failed');
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (busy) return;
    const step = event.shiftKey ? BIG_STEP : 1;
    const keys: Record<string, number> = {
      ArrowRight: x + step,
      ArrowUp: x + step,
      ArrowLeft: x - step,
      ArrowDown: x - step,
      PageUp: x + BIG_STEP,
      PageDown: x - BIG_STEP,
      Home: 0,
      End: max,
    };
    if (event.key in keys) {
      event.preventDefault();
      if (track.current.length === 0) track.current.push([Math.round(now()), x]);
      move(keys[event.key]!);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      void verify(x);
    }
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (busy || event.button !== 0) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { startX: event.clientX, startValue: x };
    track.current = [[Math.round(now()), x]];
    setState('dragging');
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    move(drag.current.startValue + event.clientX - drag.current.startX);
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    const finalX = Math.max(
      0,
      Math.min(max, Math.round(drag.current.startValue + event.clientX - drag.current.startX)),
    );
    drag.current = null;
    void verify(finalX);
  };

  const status =
    state === 'loading'
      ? t('sliderCaptcha.loading')
      : state === 'verifying'
        ? t('sliderCaptcha.verifying')
        : state === 'passed'
          ? t('sliderCaptcha.passed')
          : (message ?? '');
  useAnnounceOnChange(status, state === 'failed' ? 'assertive' : 'polite');

  return (
    <div
      data-slot="slider-captcha"
      data-state={state}
      role="group"
      aria-labelledby={titleId}
      className={cn('flex flex-col gap-3 rounded-md border border-line bg-surface p-4', className)}
      style={{ maxWidth: width + 34 }}
      {...props}
    >
      <div className="flex flex-col gap-1">
        <p data-slot="slider-captcha-title" id={titleId} className="text-sm font-semibold text-fg">
          {t('sliderCaptcha.title')}
        </p>
        <p data-slot="slider-captcha-instructions" id={instructionsId} className="text-xs text-fg-muted">
          {t('sliderCaptcha.instructions')}
        </p>
        {description ? (
          <p data-slot="slider-captcha-description" className="text-xs text-fg">
            {description}
          </p>
        ) : null}
      </div>
      {puzzle ? (
        <div
          data-slot="slider-captcha-puzzle"
          className="relative overflow-hidden rounded-sm"
          style={{ width: puzzle.width, height: puzzle.height }}
        >
          <img
            src={puzzle.background}
            alt={t('sliderCaptcha.image')}
            width={puzzle.width}
            height={puzzle.height}
            draggable={false}
            className="block select-none"
          />
          <img
            data-slot="slider-captcha-piece"
            src={puzzle.piece}
            alt=""
            aria-hidden="true"
            width={puzzle.piece_size}
            height={puzzle.height}
            draggable={false}
            className="pointer-events-none absolute top-0 select-none"
            style={{ left: x }}
          />
        </div>
      ) : null}
      <div
        data-slot="slider-captcha-track"
        className="relative h-11 rounded-md border border-line-strong bg-surface-muted"
        style={{ width }}
      >
        <div
          data-slot="slider-captcha-fill"
          aria-hidden="true"
          className={cn(
            'absolute inset-y-0 left-0 rounded-l-md',
            state === 'passed' ? 'bg-success-soft' : state === 'failed' ? 'bg-danger-soft' : 'bg-primary-soft',
          )}
          style={{ width: x + HANDLE / 2 }}
        />
        <div
          ref={handleRef}
          data-slot="slider-captcha-handle"
          data-state={state}
          role="slider"
          tabIndex={state === 'passed' ? -1 : 0}
          aria-label={t('sliderCaptcha.handle')}
          aria-describedby={instructionsId}
          aria-valuemin={0}
          aria-valuemax={max}
          aria-valuenow={x}
          aria-disabled={busy || undefined}
          aria-orientation="horizontal"
          onKeyDown={onKeyDown}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={() => {
            drag.current = null;
            setState('idle');
          }}
          className={cn(
            'absolute -inset-y-px flex w-11 touch-none items-center justify-center rounded-md border bg-surface text-fg shadow-sm select-none',
            'cursor-grab active:cursor-grabbing focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
            state === 'passed'
              ? 'border-success text-success'
              : state === 'failed'
                ? 'border-danger text-danger'
                : 'border-line-strong',
            busy && 'cursor-not-allowed',
          )}
          style={{ left: x }}
        >
          {state === 'verifying' ? <Spinner size="sm" label={null} /> : <HandleIcon passed={state === 'passed'} />}
        </div>
      </div>
      <p
        data-slot="slider-captcha-status"
        className={cn(
          'min-h-5 text-sm',
          state === 'failed' ? 'text-danger' : state === 'passed' ? 'text-success' : 'text-fg-muted',
        )}
      >
        {status}
      </p>
      {onCancel ? (
        <div className="flex justify-end">
          <Button variant="ghost" size="sm" onClick={onCancel}>
            {t('sliderCaptcha.cancel')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

function HandleIcon({ passed }: { passed: boolean }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 20 20"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {passed ? <path d="M5 10.5l3 3 7-7" /> : <path d="M4 10h12M11 5l5 5-5 5" />}
    </svg>
  );
}
