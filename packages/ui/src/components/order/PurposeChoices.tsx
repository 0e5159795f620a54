import { useEduPay } from '../../provider/useEduPay';
import { Checkbox } from '../../primitives/Checkbox';
import type { PayeePurpose } from './orderTypes';

export interface PurposeChoicesProps {
  id: string;
  label: string;
  hint?: string;
  options: readonly PayeePurpose[];
  chosen: readonly string[];
  onToggle: (purpose: string, on: boolean) => void;
  error?: string;
  required: boolean;
}

/** The payment purposes (spec 001 section 3: "multiple plus an Other free entry"): checkboxes in a named group. */
export function PurposeChoices({ id, label, hint, options, chosen, onToggle, error, required }: PurposeChoicesProps) {
  const { t } = useEduPay();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <fieldset
      id={id}
      data-slot="order-purposes"
      data-invalid={error ? '' : undefined}
      aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
      className="m-0 flex min-w-0 flex-col gap-1.5 border-0 p-0"
    >
      <legend className="mb-1.5 p-0 text-sm font-medium text-fg">
        {label}
        {required ? ' ' : null}
        {required ? (
          <span className="text-danger">
            <span aria-hidden="true">*</span>
            <span className="sr-only">({t('field.required')})</span>
          </span>
        ) : null}
      </legend>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        {options.map((option) => (
          <Checkbox
            key={option.value}
            label={option.label}
            checked={chosen.includes(option.value)}
            onChange={(on) => onToggle(option.value, on)}
            aria-invalid={error ? true : undefined}
          />
        ))}
      </div>
      {hint ? (
        <p id={hintId} className="text-xs text-fg-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-xs text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
