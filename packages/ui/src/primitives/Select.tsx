import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../lib/cn';
import { useControllableState } from '../lib/useControllableState';
import { useEduPay } from '../provider/useEduPay';
import { Field, getControlProps } from './Field';
import { inputClassName } from './inputStyles';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends Omit<
  ComponentProps<'select'>,
  'value' | 'defaultValue' | 'onChange' | 'children' | 'multiple'
> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  options: readonly SelectOption[];
  /** Controlled value; `''` means nothing chosen yet. Pair with `onChange`. */
  value?: string;
  /** Initial value when uncontrolled; `''` (default) shows the placeholder. */
  defaultValue?: string;
  /** Receives the chosen option's value (not the event). */
  onChange?: (value: string) => void;
  /** Text of the empty choice; defaults to the locale's "Please select". */
  placeholder?: string;
  /** Class of the outer Field; `selectClassName` styles the select itself. */
  className?: string;
  selectClassName?: string;
}

/**
 * A labelled native `<select>`: the platform's own picker, so it is keyboard- and screen-reader-ready
 * and opens the wheel on phones. Only the closed box is styled.
 */
export function Select({
  label,
  hint,
  error,
  required,
  id,
  options,
  value,
  defaultValue = '',
  onChange,
  placeholder,
  className,
  selectClassName,
  ...props
}: SelectProps) {
  const { t } = useEduPay();
  const [current, setCurrent] = useControllableState(value, defaultValue, onChange);
  const empty = current === '';
  return (
    <Field label={label} hint={hint} error={error} required={required} id={id} className={className}>
      {(ids) => (
        <div data-slot="select" data-state={empty ? 'placeholder' : 'selected'} className="relative">
          <select
            data-slot="select-trigger"
            value={current}
            onChange={(event) => setCurrent(event.target.value)}
            className={inputClassName(
              Boolean(error),
              cn('cursor-pointer appearance-none pr-9', empty && 'text-fg-muted', selectClassName),
            )}
            {...getControlProps(ids, { error, required })}
            {...props}
          >
            {/* The empty choice exists only before a choice: once chosen, a required value cannot be un-chosen. */}
            {empty ? (
              <option data-slot="select-placeholder" value="" disabled>
                {placeholder ?? t('select.placeholder')}
              </option>
            ) : null}
            {options.map((option) => (
              <option
                key={option.value}
                data-slot="select-option"
                value={option.value}
                disabled={option.disabled}
                className="text-fg"
              >
                {option.label}
              </option>
            ))}
          </select>
          <ChevronIcon className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-fg-muted" />
        </div>
      )}
    </Field>
  );
}

/** The closed box's arrow: decoration, since the select itself is announced as a popup. */
export function ChevronIcon({ className }: { className?: string }) {
  return (
    <svg
      data-slot="select-icon"
      aria-hidden="true"
      viewBox="0 0 16 16"
      width="16"
      height="16"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
    >
      <path d="M4 6l4 4 4-4" />
    </svg>
  );
}
