import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useEffectEvent,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { cva } from 'class-variance-authority';
import { cn } from '../lib/cn';
import { useEduPay } from '../provider/useEduPay';
import { LiveRegions } from '../provider/LiveRegions';
import { useAnnounce } from '../provider/useAnnounce';

/** The spec's display time for messages (2000 ms for response errors). */
export const TOAST_DEFAULT_DURATION = 2000;

export type ToastTone = 'info' | 'success' | 'error';

export interface ToastOptions {
  tone?: ToastTone;
  /** Milliseconds on screen; `Infinity` keeps it until dismissed. */
  duration?: number;
}

export interface ToastItem extends Required<ToastOptions> {
  id: number;
  message: ReactNode;
}

export interface ToastApi {
  /** Queues a message; messages show one at a time, in order. Returns its id. */
  show: (message: ReactNode, options?: ToastOptions) => number;
  /** Removes a message, shown or queued. */
  dismiss: (id: number) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

const toastVariants = cva(
  'pointer-events-auto flex max-w-md items-center gap-3 rounded-md px-4 py-3 text-sm shadow-overlay',
  {
    variants: {
      tone: {
        info: 'bg-fg text-surface',
        success: 'bg-success text-white',
        error: 'bg-danger text-white',
      },
    },
    defaultVariants: { tone: 'info' },
  },
);

/**
 * Holds the toast queue and shows one toast at a time. A toast is the visual part only: its message
 * is spoken through the kit's live regions (useAnnounce; error toasts interrupt), so the page has
 * no region of the toast's own. `EduPayProvider` includes this provider; use `useToast()`.
 */
export function ToastProvider({ children }: { children?: ReactNode }) {
  const [queue, setQueue] = useState<ToastItem[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => setQueue((q) => q.filter((t) => t.id !== id)), []);
  const show = useCallback((message: ReactNode, options?: ToastOptions) => {
    const id = nextId.current++;
    const item: ToastItem = {
      id,
      message,
      tone: options?.tone ?? 'info',
      duration: options?.duration ?? TOAST_DEFAULT_DURATION,
    };
    setQueue((q) => [...q, item]);
    return id;
  }, []);
  const api = useMemo(() => ({ show, dismiss }), [show, dismiss]);

  return (
    <LiveRegions>
      <ToastContext.Provider value={api}>
        {children}
        <ToastViewport current={queue[0]} onDismiss={dismiss} />
      </ToastContext.Provider>
    </LiveRegions>
  );
}

function ToastViewport({ current, onDismiss }: { current: ToastItem | undefined; onDismiss: (id: number) => void }) {
  const { t } = useEduPay();
  const announce = useAnnounce();
  const speak = useEffectEvent(() => {
    if (current) announce(current.message, current.tone === 'error' ? 'assertive' : 'polite');
  });
  // Each toast is spoken once, when it comes on screen, not again when its message re-renders.
  const id = current?.id;
  useEffect(() => {
    if (id !== undefined) speak();
  }, [id]);
  return (
    // A labelled region (a landmark, as Radix's toast viewport is): the toast's text and its dismiss
    // button are page content, which belongs in a landmark. Speaking is the live region's job.
    <section
      data-slot="toast-viewport"
      aria-label={t('toast.region')}
      className="pointer-events-none fixed inset-x-0 top-6 z-[60] flex justify-center px-4"
    >
      {current ? <Toast key={current.id} item={current} onDismiss={onDismiss} /> : null}
    </section>
  );
}

function Toast({ item, onDismiss }: { item: ToastItem; onDismiss: (id: number) => void }) {
  const { t } = useEduPay();
  const [paused, setPaused] = useState(false);
  const remaining = useRef(item.duration);

  // Hover or focus pauses the timer (WCAG 2.2.1: people can take the time they need to read it).
  useEffect(() => {
    if (paused || !Number.isFinite(remaining.current)) return;
    const started = Date.now();
    const timer = setTimeout(() => onDismiss(item.id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - started;
    };
  }, [paused, item.id, onDismiss]);

  return (
    <div
      data-slot="toast"
      data-tone={item.tone}
      className={toastVariants({ tone: item.tone })}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <span data-slot="toast-message">{item.message}</span>
      <button
        type="button"
        data-slot="toast-dismiss"
        aria-label={t('toast.dismiss')}
        className={cn(
          'ml-2 rounded-sm px-1 leading-none opacity-80 hover:opacity-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-current',
        )}
        onClick={() => onDismiss(item.id)}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}

/** Shows messages in the provider's live region. Outside a provider it throws: toasts need a region to be heard. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast() needs <EduPayProvider> (or <ToastProvider>) above it.');
  return api;
}
