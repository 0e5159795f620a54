import { useId, useState, type ComponentProps, type ReactNode } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../lib/cn';
import { useEduPay } from '../provider/useEduPay';
import { useAnnounceOnChange } from '../provider/useAnnounceOnChange';

// flex-wrap: on a narrow screen an action (buttons) moves under the text rather than squeezing it to a word per line.
export const alertVariants = cva('flex flex-wrap items-start gap-3 rounded-md border px-4 py-3 text-sm text-fg', {
  variants: {
    tone: {
      info: 'border-info bg-info-soft',
      success: 'border-success bg-success-soft',
      warning: 'border-warning bg-warning-soft',
      error: 'border-danger bg-danger-soft',
    },
  },
  defaultVariants: { tone: 'info' },
});

const iconColour = {
  info: 'text-info',
  success: 'text-success',
  warning: 'text-warning',
  error: 'text-danger',
} as const;

type Tone = keyof typeof iconColour;

// One 20px glyph per tone, so the tone is not told by colour alone (WCAG 1.4.1); the text carries the meaning.
const iconPaths: Record<Tone, ReactNode> = {
  info: (
    <>
      <circle cx="10" cy="10" r="8" />
      <path d="M10 9v5M10 6.25v.01" />
    </>
  ),
  success: (
    <>
      <circle cx="10" cy="10" r="8" />
      <path d="M6.5 10.25l2.25 2.25 4.75-4.75" />
    </>
  ),
  warning: (
    <>
      <path d="M10 2.75l7.75 14H2.25z" />
      <path d="M10 8v4M10 14.5v.01" />
    </>
  ),
  error: (
    <>
      <circle cx="10" cy="10" r="8" />
      <path d="M7.25 7.25l5.5 5.5M12.75 7.25l-5.5 5.5" />
    </>
  ),
};

export interface AlertProps extends Omit<ComponentProps<'div'>, 'title'>, VariantProps<typeof alertVariants> {
  title?: ReactNode;
  description?: ReactNode;
  /** A control at the end of the alert, e.g. a link Button "Retry". */
  action?: ReactNode;
  /**
   * Shows a close button. Closing hides the alert (it keeps that state itself) and calls
   * `onDismiss`; a parent that owns the visibility simply stops rendering the alert.
   */
  dismissible?: boolean;
  onDismiss?: () => void;
}

/**
 * A message that stays in the page. It is not a live region of its own: when it appears or its
 * text changes, its text is spoken through the kit's live regions. The error tone interrupts
 * (assertive), because something failed and needs the user (a payment was declined); the other
 * tones wait until the screen reader is idle (polite), so a confirmation or hint does not cut into
 * what the user is doing. Transient messages belong in Toast instead.
 */
export function Alert({
  tone,
  title,
  description,
  action,
  dismissible = false,
  onDismiss,
  className,
  children,
  ...props
}: AlertProps) {
  const { t } = useEduPay();
  const titleId = useId();
  const [dismissed, setDismissed] = useState(false);
  const resolvedTone: Tone = tone ?? 'info';
  useAnnounceOnChange(
    dismissed ? null : spokenText(title, description, children),
    resolvedTone === 'error' ? 'assertive' : 'polite',
  );
  if (dismissed) return null;

  return (
    <div data-slot="alert" data-tone={resolvedTone} className={cn(alertVariants({ tone }), className)} {...props}>
      <svg
        data-slot="alert-icon"
        aria-hidden="true"
        focusable="false"
        viewBox="0 0 20 20"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.75"
        strokeLinecap="round"
        strokeLinejoin="round"
        className={cn('mt-px size-5 shrink-0', iconColour[resolvedTone])}
      >
        {iconPaths[resolvedTone]}
      </svg>
      <div data-slot="alert-body" className="flex min-w-[min(calc(100%_-_2rem),12rem)] flex-1 basis-0 flex-col gap-1">
        {title ? (
          <p data-slot="alert-title" id={titleId} className="font-semibold">
            {title}
          </p>
        ) : null}
        {description ? <div data-slot="alert-description">{description}</div> : null}
        {children}
      </div>
      {action ? (
        <div data-slot="alert-action" className="max-w-full shrink-0 self-center">
          {action}
        </div>
      ) : null}
      {dismissible ? (
        <button
          type="button"
          data-slot="alert-dismiss"
          aria-label={t('alert.dismiss')}
          // "Close" alone is ambiguous with several alerts on a page: the title says which one.
          aria-describedby={title ? titleId : undefined}
          className="-my-1 -mr-2 inline-flex size-7 shrink-0 cursor-pointer items-center justify-center rounded-sm bg-transparent text-fg-muted hover:text-fg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
          onClick={() => {
            setDismissed(true);
            onDismiss?.();
          }}
        >
          <svg
            aria-hidden="true"
            focusable="false"
            viewBox="0 0 16 16"
            className="size-4"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.75"
            strokeLinecap="round"
          >
            <path d="M3.5 3.5l9 9M12.5 3.5l-9 9" />
          </svg>
        </button>
      ) : null}
    </div>
  );
}

/** The plain-text parts of an alert, for the live region (elements such as links are left to the page). */
function spokenText(...parts: ReactNode[]): string {
  return parts
    .filter((part): part is string | number => typeof part === 'string' || typeof part === 'number')
    .map(String)
    .join(' ')
    .trim();
}
