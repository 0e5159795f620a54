import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../lib/cn';
import { useControllableState } from '../lib/useControllableState';
import { useEduPay } from '../provider/useEduPay';
import { Field, getControlProps } from './Field';
import { inputClassName } from './inputStyles';
import { ChevronIcon } from './Select';

/** One area code as the API lists it, e.g. `{ tel_code: '+86', tel_name: '中国大陆' }`. */
export interface PhoneCode {
  tel_code: string;
  tel_name: string;
  /** The country the code belongs to (alpha-3, e.g. IND), as the config lists it; lets a form default by country. */
  country?: string;
}

/** The field's value, named as the API names it. `phone` holds digits only. */
export interface PhoneValue {
  tel_code: string;
  phone: string;
}

export interface PhoneFieldProps extends Omit<ComponentProps<'input'>, 'value' | 'defaultValue' | 'onChange' | 'type'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  /** The area codes to offer, in display order. */
  codes: readonly PhoneCode[];
  /** Controlled value; pair with `onChange`. */
  value?: PhoneValue;
  /** Initial value when uncontrolled; defaults to the first code and an empty number. */
  defaultValue?: PhoneValue;
  /** Receives the whole new value (code and number) whenever either part changes. */
  onChange?: (value: PhoneValue) => void;
  /** Class of the outer Field; `inputClassName` styles the number input. */
  className?: string;
  inputClassName?: string;
}

/**
 * Area code and phone number in one field. The Field's label names the number input and the group;
 * the code select has its own name ("Area code"). Hint and error describe the number input.
 * Non-digits typed or pasted into the number (spaces, dashes) are dropped.
 */
export function PhoneField({
  label,
  hint,
  error,
  required,
  id,
  codes,
  value,
  defaultValue,
  onChange,
  disabled,
  className,
  inputClassName: inputClass,
  ...props
}: PhoneFieldProps) {
  const { t } = useEduPay();
  const [current, setCurrent] = useControllableState<PhoneValue>(
    value,
    defaultValue ?? { tel_code: codes[0]?.tel_code ?? '', phone: '' },
    onChange,
  );
  // A value from the server may carry a code the list no longer offers; show it rather than silently pick another.
  const known = codes.some((code) => code.tel_code === current.tel_code);
  const shownCodes =
    known || current.tel_code === '' ? codes : [{ tel_code: current.tel_code, tel_name: '' }, ...codes];
  return (
    <Field label={label} hint={hint} error={error} required={required} id={id} className={className}>
      {(ids) => (
        <div data-slot="phone-field" role="group" aria-labelledby={ids.labelId} className="flex gap-2">
          <div data-slot="phone-field-code" className="relative shrink-0">
            {/* Not marked invalid: the code is always one offered, so an error is about the number. */}
            <select
              data-slot="phone-field-select"
              aria-label={t('phone.areaCode')}
              autoComplete="tel-country-code"
              value={current.tel_code}
              disabled={disabled}
              onChange={(event) => setCurrent({ ...current, tel_code: event.target.value })}
              className={inputClassName(false, 'w-auto max-w-44 cursor-pointer appearance-none truncate pr-9')}
            >
              {shownCodes.map((code) => (
                <option key={code.tel_code} data-slot="phone-field-option" value={code.tel_code}>
                  {code.tel_name ? `${code.tel_code} ${code.tel_name}` : code.tel_code}
                </option>
              ))}
            </select>
            <ChevronIcon className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-fg-muted" />
          </div>
          <input
            data-slot="phone-field-input"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            value={current.phone}
            disabled={disabled}
            onChange={(event) => setCurrent({ ...current, phone: event.target.value.replace(/\D+/g, '') })}
            className={inputClassName(Boolean(error), cn('min-w-0 flex-1', inputClass))}
            {...getControlProps(ids, { error, required })}
            {...props}
          />
        </div>
      )}
    </Field>
  );
}
