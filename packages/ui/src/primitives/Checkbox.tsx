import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../lib/cn';
import { useControllableState } from '../lib/useControllableState';
import { useEduPay } from '../provider/useEduPay';
import { getControlProps } from './Field';

export interface CheckboxProps extends Omit<
  ComponentProps<'input'>,
  'checked' | 'defaultChecked' | 'onChange' | 'type' | 'children'
> {
  /** The text beside the box. May hold links (Terms of Service, Privacy Policy): following a link does not toggle the box. */
  label: ReactNode;
  hint?: ReactNode;
  /** The message shown under the box, already in the user's language. */
  error?: ReactNode;
  /** Controlled state; pair with `onChange`. */
  checked?: boolean;
  /** Initial state when uncontrolled. */
  defaultChecked?: boolean;
  /** Receives the new state (not the event). */
  onChange?: (checked: boolean) => void;
  /** Class of the outer wrapper. */
  className?: string;
}

/**
 * A native checkbox, drawn with the kit's tokens. The label is a real `<label>`, so a click on its
 * text toggles the box, while a click on a link inside it only follows the link (the platform's rule
 * for interactive content in a label).
 */
export function Checkbox({
  label,
  hint,
  error,
  required,
  id,
  checked,
  defaultChecked = false,
  onChange,
  disabled,
  className,
  ...props
}: CheckboxProps) {
  const { t } = useEduPay();
  const autoId = useId();
  const controlId = id ?? `${autoId}checkbox`;
  const ids = {
    controlId,
    labelId: `${controlId}-label`,
    hintId: hint ? `${controlId}-hint` : undefined,
    errorId: error ? `${controlId}-error` : undefined,
  };
  const [on, setOn] = useControllableState(checked, defaultChecked, onChange);
  return (
    <div
      data-slot="checkbox"
      data-state={on ? 'checked' : 'unchecked'}
      data-invalid={error ? '' : undefined}
      data-disabled={disabled ? '' : undefined}
      className={cn('flex flex-col gap-1.5', className)}
    >
      <div className="flex items-start gap-2">
        <span className="relative mt-0.5 inline-flex size-4 shrink-0">
          <input
            data-slot="checkbox-input"
            type="checkbox"
            checked={on}
            disabled={disabled}
            onChange={(event) => setOn(event.target.checked)}
            className={cn(
              'peer m-0 size-4 cursor-pointer appearance-none rounded-sm border bg-surface',
              'checked:border-primary checked:bg-primary',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
              'disabled:cursor-not-allowed disabled:opacity-50',
              error ? 'border-danger' : 'border-line-strong',
            )}
            {...getControlProps(ids, { error, required })}
            {...props}
          />
          <svg
            aria-hidden="true"
            data-slot="checkbox-indicator"
            viewBox="0 0 16 16"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.5"
            strokeLinecap="round"
            strokeLinejoin="round"
            className="pointer-events-none absolute inset-0 hidden size-4 text-primary-contrast peer-checked:block"
          >
            <path d="M3.5 8.5l3 3 6-7" />
          </svg>
        </span>
        <label
          data-slot="checkbox-label"
          id={ids.labelId}
          htmlFor={controlId}
          className={cn('text-sm text-fg', disabled ? 'cursor-not-allowed text-fg-muted' : 'cursor-pointer')}
        >
          {label}
          {required ? ' ' : null}
          {required ? (
            <span data-slot="checkbox-required" className="text-danger">
              <span aria-hidden="true">*</span>
              <span className="sr-only">({t('field.required')})</span>
            </span>
          ) : null}
        </label>
      </div>
      {hint ? (
        <p data-slot="checkbox-hint" id={ids.hintId} className="pl-6 text-xs text-fg-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p data-slot="checkbox-error" id={ids.errorId} className="pl-6 text-xs text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
