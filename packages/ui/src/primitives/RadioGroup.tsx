import { useId, type ComponentProps, type ReactNode } from 'react';
import { cva } from 'class-variance-authority';
import { cn } from '../lib/cn';
import { useControllableState } from '../lib/useControllableState';
import { useEduPay } from '../provider/useEduPay';

export interface RadioOption {
  value: string;
  label: ReactNode;
  /** A second line under the label, read as the radio's description. */
  description?: ReactNode;
  disabled?: boolean;
}

const optionsVariants = cva('flex', {
  variants: {
    orientation: {
      vertical: 'flex-col gap-3',
      horizontal: 'flex-row flex-wrap gap-x-6 gap-y-2',
    },
  },
  defaultVariants: { orientation: 'vertical' },
});

export interface RadioGroupProps extends Omit<ComponentProps<'fieldset'>, 'onChange' | 'defaultValue' | 'children'> {
  /** The question, rendered as the fieldset's legend. */
  label: ReactNode;
  hint?: ReactNode;
  /** The message shown under the options, already in the user's language. */
  error?: ReactNode;
  options: readonly RadioOption[];
  /** Controlled value; `''` means nothing chosen. Pair with `onChange`. */
  value?: string;
  /** Initial value when uncontrolled. */
  defaultValue?: string;
  /** Receives the chosen option's value (not the event). */
  onChange?: (value: string) => void;
  required?: boolean;
  /** Form field name of the radios; generated when absent. */
  name?: string;
  orientation?: 'vertical' | 'horizontal';
}

/**
 * Native radios in a fieldset whose legend asks the question. The platform gives the keyboard model:
 * Tab enters the group on the chosen radio, arrow keys move the choice, disabled options are skipped.
 */
export function RadioGroup({
  label,
  hint,
  error,
  options,
  value,
  defaultValue = '',
  onChange,
  required,
  name,
  orientation = 'vertical',
  disabled,
  id,
  className,
  ...props
}: RadioGroupProps) {
  const { t } = useEduPay();
  const autoId = useId();
  const groupId = id ?? `${autoId}radiogroup`;
  const labelId = `${groupId}-label`;
  const hintId = hint ? `${groupId}-hint` : undefined;
  const errorId = error ? `${groupId}-error` : undefined;
  const [current, setCurrent] = useControllableState(value, defaultValue, onChange);
  const radioName = name ?? `${groupId}-name`;
  return (
    <fieldset
      data-slot="radio-group"
      data-orientation={orientation}
      data-invalid={error ? '' : undefined}
      id={groupId}
      // radiogroup (allowed on fieldset) carries aria-invalid and aria-required; a plain group would not.
      role="radiogroup"
      aria-labelledby={labelId}
      aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
      aria-invalid={error ? true : undefined}
      aria-required={required || undefined}
      disabled={disabled}
      className={cn('m-0 flex min-w-0 flex-col gap-1.5 p-0', className)}
      {...props}
    >
      <legend data-slot="radio-group-label" id={labelId} className="mb-1.5 p-0 text-sm font-medium text-fg">
        {label}
        {required ? ' ' : null}
        {required ? (
          <span data-slot="radio-group-required" className="text-danger">
            <span aria-hidden="true">*</span>
            <span className="sr-only">({t('field.required')})</span>
          </span>
        ) : null}
      </legend>
      <div data-slot="radio-group-options" data-orientation={orientation} className={optionsVariants({ orientation })}>
        {options.map((option, index) => {
          // By position: a value may hold characters an id cannot.
          const radioId = `${groupId}-option-${index}`;
          const descriptionId = option.description ? `${radioId}-description` : undefined;
          const checked = current === option.value;
          const optionDisabled = disabled || option.disabled;
          return (
            <div
              key={option.value}
              data-slot="radio-group-item"
              data-state={checked ? 'checked' : 'unchecked'}
              data-disabled={optionDisabled ? '' : undefined}
              className="flex items-start gap-2"
            >
              <input
                data-slot="radio-group-input"
                type="radio"
                id={radioId}
                name={radioName}
                value={option.value}
                checked={checked}
                disabled={option.disabled}
                aria-describedby={descriptionId}
                onChange={() => setCurrent(option.value)}
                className={cn(
                  'm-0 mt-0.5 size-4 shrink-0 cursor-pointer appearance-none rounded-full border bg-surface',
                  'checked:border-[5px] checked:border-primary',
                  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
                  'disabled:cursor-not-allowed disabled:opacity-50',
                  error ? 'border-danger' : 'border-line-strong',
                )}
              />
              <div className="flex flex-col">
                <label
                  data-slot="radio-group-item-label"
                  htmlFor={radioId}
                  className={cn(
                    'text-sm text-fg',
                    optionDisabled ? 'cursor-not-allowed text-fg-muted' : 'cursor-pointer',
                  )}
                >
                  {option.label}
                </label>
                {option.description ? (
                  <span data-slot="radio-group-item-description" id={descriptionId} className="text-xs text-fg-muted">
                    {option.description}
                  </span>
                ) : null}
              </div>
            </div>
          );
        })}
      </div>
      {hint ? (
        <p data-slot="radio-group-hint" id={hintId} className="text-xs text-fg-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p data-slot="radio-group-error" id={errorId} className="text-xs text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
