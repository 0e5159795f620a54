import { useId, type ReactNode } from 'react';
import { cn } from '../lib/cn';
import { useEduPay } from '../provider/useEduPay';

/** The ids a control needs to be labelled and described; spread with `getControlProps`. */
export interface FieldIds {
  controlId: string;
  labelId: string;
  hintId: string | undefined;
  errorId: string | undefined;
}

export interface FieldProps {
  label: ReactNode;
  hint?: ReactNode;
  /** The message shown under the control, already in the user's language. */
  error?: ReactNode;
  required?: boolean;
  /** Id for the control; generated when absent. */
  id?: string;
  className?: string;
  /** Renders the control, given the ids that tie it to the label, hint and error. */
  children: (ids: FieldIds) => ReactNode;
}

/** The accessible attributes for a control inside a Field: label, description (hint then error), invalid and required state. */
export function getControlProps(ids: FieldIds, state: { error?: ReactNode; required?: boolean }) {
  const describedBy = [ids.hintId, ids.errorId].filter(Boolean).join(' ') || undefined;
  return {
    id: ids.controlId,
    'aria-describedby': describedBy,
    'aria-invalid': state.error ? true : undefined,
    'aria-required': state.required || undefined,
  } as const;
}

/**
 * Label, hint, required mark and error around one control. The error is linked to the control with
 * `aria-describedby`, so a screen reader reads it with the field; forms announce a failed submit
 * through the toast live region and move focus to the first invalid field.
 */
export function Field({ label, hint, error, required, id, className, children }: FieldProps) {
  const { t } = useEduPay();
  const autoId = useId();
  const controlId = id ?? `${autoId}control`;
  const ids: FieldIds = {
    controlId,
    labelId: `${controlId}-label`,
    hintId: hint ? `${controlId}-hint` : undefined,
    errorId: error ? `${controlId}-error` : undefined,
  };
  return (
    <div data-slot="field" data-invalid={error ? '' : undefined} className={cn('flex flex-col gap-1.5', className)}>
      <label data-slot="field-label" id={ids.labelId} htmlFor={controlId} className="text-sm font-medium text-fg">
        {label}
        {required ? ' ' : null}
        {required ? (
          <span data-slot="field-required" className="text-danger">
            <span aria-hidden="true">*</span>
            <span className="sr-only">({t('field.required')})</span>
          </span>
        ) : null}
      </label>
      {children(ids)}
      {hint ? (
        <p data-slot="field-hint" id={ids.hintId} className="text-xs text-fg-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p data-slot="field-error" id={ids.errorId} className="text-xs text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
