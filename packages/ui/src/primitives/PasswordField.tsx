import { useLayoutEffect, useRef, useState, type ComponentProps, type ReactNode, type Ref } from 'react';
import { cn } from '../lib/cn';
import { useControllableState } from '../lib/useControllableState';
import { useEduPay } from '../provider/useEduPay';
import { Field, getControlProps } from './Field';
import { inputClassName } from './inputStyles';

export interface PasswordFieldProps extends Omit<
  ComponentProps<'input'>,
  'value' | 'defaultValue' | 'onChange' | 'type'
> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  /** Controlled value; pair with `onChange`. */
  value?: string;
  /** Initial value when uncontrolled. */
  defaultValue?: string;
  /** Receives the new text (not the event). */
  onChange?: (value: string) => void;
  /** `current-password` to log in (default), `new-password` to register or reset, so password managers fill or suggest. */
  autoComplete?: 'current-password' | 'new-password' | 'off' | (string & {});
  /** Initial visibility of the characters; the user toggles it afterwards. */
  defaultVisible?: boolean;
  /** Class of the outer Field; `inputClassName` styles the input itself. */
  className?: string;
  inputClassName?: string;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A labelled password input with a show/hide toggle. The toggle is a pressed/not-pressed button
 * with one fixed name, as a toggle's name must not change with its state; its icon shows which way it goes.
 */
export function PasswordField({
  label,
  hint,
  error,
  required,
  id,
  value,
  defaultValue = '',
  onChange,
  autoComplete = 'current-password',
  defaultVisible = false,
  disabled,
  className,
  inputClassName: inputClass,
  ref,
  ...props
}: PasswordFieldProps) {
  const { t } = useEduPay();
  const [text, setText] = useControllableState(value, defaultValue, onChange);
  const [visible, setVisible] = useState(defaultVisible);
  const inputRef = useRef<HTMLInputElement | null>(null);
  // Switching `type` makes some browsers drop the selection; keep the caret where the user left it.
  const pendingSelection = useRef<[number, number] | null>(null);

  useLayoutEffect(() => {
    const input = inputRef.current;
    const selection = pendingSelection.current;
    pendingSelection.current = null;
    if (input && selection && document.activeElement === input) input.setSelectionRange(selection[0], selection[1]);
  }, [visible]);

  const toggle = () => {
    const input = inputRef.current;
    if (input && document.activeElement === input)
      pendingSelection.current = [input.selectionStart ?? text.length, input.selectionEnd ?? text.length];
    setVisible((v) => !v);
  };

  return (
    <Field label={label} hint={hint} error={error} required={required} id={id} className={className}>
      {(ids) => (
        <div data-slot="password-field" data-state={visible ? 'visible' : 'hidden'} className="relative">
          <input
            data-slot="password-field-input"
            ref={(node) => {
              inputRef.current = node;
              if (typeof ref === 'function') ref(node);
              else if (ref) ref.current = node;
            }}
            type={visible ? 'text' : 'password'}
            value={text}
            onChange={(event) => setText(event.target.value)}
            autoComplete={autoComplete}
            // Shown as text, the password must not go to a spell-checker or be auto-capitalised.
            spellCheck={false}
            autoCapitalize="none"
            autoCorrect="off"
            disabled={disabled}
            className={inputClassName(Boolean(error), cn('pr-11', inputClass))}
            {...getControlProps(ids, { error, required })}
            {...props}
          />
          <button
            data-slot="password-field-toggle"
            data-state={visible ? 'on' : 'off'}
            type="button"
            aria-label={t('password.show')}
            aria-pressed={visible}
            aria-controls={ids.controlId}
            disabled={disabled}
            // A mouse click keeps focus (and the caret) in the input; keyboard users keep focus on the toggle.
            onMouseDown={(event) => event.preventDefault()}
            onClick={toggle}
            className={cn(
              'absolute inset-y-1 right-1 inline-flex w-8 cursor-pointer bg-transparent p-0 items-center justify-center rounded-sm text-fg-muted hover:text-fg',
              'focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-focus',
              'disabled:cursor-not-allowed disabled:opacity-50',
            )}
          >
            <EyeIcon crossed={visible} />
          </button>
        </div>
      )}
    </Field>
  );
}

/** An open eye while hidden (press to show), a crossed eye while shown (press to hide). */
function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg
      data-slot="password-field-icon"
      aria-hidden="true"
      viewBox="0 0 24 24"
      width="18"
      height="18"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
      {crossed ? <path d="M4 4l16 16" /> : null}
    </svg>
  );
}
