import type { ComponentProps, ReactNode } from 'react';
import { cva } from 'class-variance-authority';
import { cn } from '../lib/cn';
import { useEduPay } from '../provider/useEduPay';

export interface StepItem {
  title: ReactNode;
  description?: ReactNode;
}

export type StepState = 'completed' | 'current' | 'upcoming';

export interface StepsProps extends Omit<ComponentProps<'div'>, 'children'> {
  steps: StepItem[];
  /** 0-based index of the current step; `steps.length` means every step is completed. */
  current: number;
  /** Default `horizontal`. */
  orientation?: 'horizontal' | 'vertical';
  /** Hides the "Step 2 of 4" line visually (it stays for screen readers). */
  hideStatus?: boolean;
}

const listVariants = cva('m-0 flex list-none p-0', {
  variants: {
    orientation: {
      horizontal: 'flex-row items-start gap-2',
      vertical: 'flex-col gap-0',
    },
  },
  defaultVariants: { orientation: 'horizontal' },
});

const itemVariants = cva('flex min-w-0 gap-3', {
  variants: {
    orientation: {
      horizontal: 'flex-1 flex-col items-start',
      vertical: 'flex-row items-stretch',
    },
  },
  defaultVariants: { orientation: 'horizontal' },
});

const markerVariants = cva(
  'flex size-8 shrink-0 items-center justify-center rounded-full border-2 text-sm font-semibold tabular-nums',
  {
    variants: {
      state: {
        completed: 'border-primary bg-primary text-primary-contrast',
        current: 'border-primary bg-surface text-primary',
        upcoming: 'border-line-strong bg-surface text-fg-muted',
      },
    },
  },
);

function Check() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 16 16"
      className="size-4"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="m3 8.5 3 3 7-7" />
    </svg>
  );
}

/**
 * Progress through a fixed sequence (e.g. order, upload, pay). An ordered list, so screen readers
 * say "list, 4 items" and each position; completed steps carry a visible check and the words
 * "completed", the current one `aria-current="step"`. The status line ("Step 2 of 4") gives the
 * position in one sentence. Steps are not links: moving between them is the parent's job.
 */
export function Steps({
  steps,
  current,
  orientation = 'horizontal',
  hideStatus = false,
  className,
  ...props
}: StepsProps) {
  const { t, intl } = useEduPay();
  const total = steps.length;
  const position = Math.min(Math.max(0, Math.trunc(current)), total);

  return (
    <div
      data-slot="steps"
      data-orientation={orientation}
      className={cn('flex flex-col gap-3 text-fg', className)}
      {...props}
    >
      <p data-slot="steps-status" className={cn('text-sm text-fg-muted', hideStatus && 'sr-only')}>
        {t('steps.status', { current: Math.min(position + 1, total), total })}
      </p>
      <ol data-slot="steps-list" aria-label={t('steps.label')} className={listVariants({ orientation })}>
        {steps.map((step, index) => {
          const state: StepState = index < position ? 'completed' : index === position ? 'current' : 'upcoming';
          const last = index === total - 1;
          return (
            <li
              key={index}
              data-slot="steps-item"
              data-state={state}
              aria-current={state === 'current' ? 'step' : undefined}
              className={itemVariants({ orientation })}
            >
              <div
                className={cn(
                  'flex items-center',
                  orientation === 'horizontal' ? 'w-full flex-row gap-2' : 'flex-col gap-1',
                )}
              >
                <span data-slot="steps-marker" aria-hidden="true" className={markerVariants({ state })}>
                  {state === 'completed' ? <Check /> : intl.formatNumber(index + 1)}
                </span>
                {last ? null : (
                  <span
                    data-slot="steps-connector"
                    aria-hidden="true"
                    className={cn(
                      'rounded-full',
                      orientation === 'horizontal' ? 'h-0.5 flex-1' : 'min-h-6 w-0.5 flex-1',
                      state === 'completed' ? 'bg-primary' : 'bg-line',
                    )}
                  />
                )}
              </div>
              <div
                data-slot="steps-content"
                className={cn(
                  'flex flex-col gap-0.5',
                  orientation === 'vertical' && !last && 'pb-5',
                  orientation === 'horizontal' && 'pr-2',
                )}
              >
                <span
                  data-slot="steps-title"
                  className={cn('text-sm font-medium', state === 'upcoming' ? 'text-fg-muted' : 'text-fg')}
                >
                  {step.title}
                  {state === 'completed' ? <span className="sr-only"> ({t('steps.completed')})</span> : null}
                </span>
                {step.description ? (
                  <span data-slot="steps-description" className="text-xs text-fg-muted">
                    {step.description}
                  </span>
                ) : null}
              </div>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
