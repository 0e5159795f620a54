import type { ComponentProps, ReactNode } from 'react';
import { useControllableState } from '../lib/useControllableState';
import { Field, getControlProps } from './Field';
import { inputClassName } from './inputStyles';

export interface TextFieldProps extends Omit<ComponentProps<'input'>, 'value' | 'defaultValue' | 'onChange'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  /** Controlled value; pair with `onChange`. */
  value?: string;
  /** Initial value when uncontrolled. */
  defaultValue?: string;
  /** Receives the new text (not the event). */
  onChange?: (value: string) => void;
  /** Class of the outer Field; `inputClassName` styles the input itself. */
  className?: string;
  inputClassName?: string;
}

/** A labelled single-line text input with hint and error. */
export function TextField({
  label,
  hint,
  error,
  required,
  id,
  value,
  defaultValue = '',
  onChange,
  className,
  inputClassName: inputClass,
  type = 'text',
  ...props
}: TextFieldProps) {
  const [text, setText] = useControllableState(value, defaultValue, onChange);
  return (
    <Field label={label} hint={hint} error={error} required={required} id={id} className={className}>
      {(ids) => (
        <input
          data-slot="text-field-input"
          type={type}
          value={text}
          onChange={(event) => setText(event.target.value)}
          className={inputClassName(Boolean(error), inputClass)}
          {...getControlProps(ids, { error, required })}
          {...props}
        />
      )}
    </Field>
  );
}
