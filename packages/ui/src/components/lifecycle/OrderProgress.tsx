import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { useOrderProgress } from './useOrderProgress';
import type { OrderResult, StageProgress } from './lifecycleTypes';

export interface OrderProgressProps extends Omit<ComponentProps<'section'>, 'children'> {
  /** The four stages with their states and dates, as the server answers them (`progress`). */
  stages: readonly StageProgress[];
  /** A closed order's result (`result`): completed, closed, or '' while open. */
  result?: OrderResult;
}

/**
 * The spec's four-stage order progress (placement, payment, remittance, arrival; 001 section 4): an
 * ordered list, the current stage marked `aria-current="step"`, each stage's state in words and its
 * date. A closed order says its result below the stages.
 */
export function OrderProgress({ stages, result = '', className, ...props }: OrderProgressProps) {
  const { label, steps, resultText } = useOrderProgress(stages, result);
  return (
    <section
      data-slot="order-progress"
      data-result={result || undefined}
      aria-label={label}
      className={cn('flex flex-col gap-2', className)}
      {...props}
    >
      <ol className="m-0 grid list-none grid-cols-2 gap-3 p-0 sm:grid-cols-4">
        {steps.map((step, i) => (
          <li
            key={step.key}
            data-slot="order-progress-step"
            data-state={step.state}
            aria-current={step.current ? 'step' : undefined}
            className={cn(
              'flex flex-col gap-1 rounded-md border-t-4 bg-surface p-3 text-sm',
              step.state === 'done' && 'border-primary',
              step.state === 'current' && 'border-primary bg-surface-muted',
              step.state === 'todo' && 'border-line',
            )}
          >
            <span className="font-semibold text-fg">
              <span aria-hidden="true">{i + 1}. </span>
              {step.name}
            </span>
            <span className="text-fg-muted">{step.stateText}</span>
            {step.date ? (
              <time dateTime={step.dateTime} className="text-xs text-fg-muted">
                {step.date}
              </time>
            ) : null}
          </li>
        ))}
      </ol>
      {resultText ? (
        <p data-slot="order-progress-result" className="m-0 text-sm font-semibold text-fg">
          {resultText}
        </p>
      ) : null}
    </section>
  );
}
