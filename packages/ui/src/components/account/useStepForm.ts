import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { normalizeValues, validateField, type FormValues, type Schema } from '@edupay/forms';
import { useForm } from '@edupay/forms/react';
import type { PhoneCode, PhoneValue } from '../../primitives/PhoneField';
import { useControllableState } from '../../lib/useControllableState';
import { useEduPay } from '../../provider/useEduPay';
import { EMPTY_LOGIN_VALUE, type LoginFormValue } from './loginTypes';

/** Schema field (the name @edupay/forms uses) -> key of the shared login value (the API's name). */
export type FieldMap = Readonly<Record<string, keyof LoginFormValue>>;

/** What every step takes to hold the shared values: controlled (`value` + `onChange`) or not (`defaultValue`). */
export interface LoginValueProps {
  /** Controlled shared values; pair with `onChange`. */
  value?: LoginFormValue;
  /** Uncontrolled initial values (merged over empty ones). */
  defaultValue?: Partial<LoginFormValue>;
  /** Receives the whole next value on every change. */
  onChange?: (value: LoginFormValue) => void;
}

/**
 * The step's shared values. An empty `tel_code` reads as the first code offered, so the phone rule
 * (which depends on the area code) and the area-code select agree before the user touches them.
 */
export function useLoginValue(
  props: LoginValueProps,
  codes?: readonly PhoneCode[],
): [LoginFormValue, (next: LoginFormValue) => void] {
  const [raw, setRaw] = useControllableState<LoginFormValue>(
    props.value,
    { ...EMPTY_LOGIN_VALUE, ...props.defaultValue },
    props.onChange,
  );
  const fallbackCode = codes?.[0]?.tel_code ?? '+86';
  const value = useMemo(() => (raw.tel_code ? raw : { ...raw, tel_code: fallbackCode }), [raw, fallbackCode]);
  return [value, setRaw];
}

/**
 * A step's form over @edupay/forms' login schemas. The schemas use their own field names
 * (`code`, `password_confirmation`...); `map` ties each to the shared value's API name, so the
 * rules and their messages stay the package's and the values stay the API's.
 * Validation is eager (blur or change, then on every input once an error showed); `validate()`
 * shows every error and moves focus to the first invalid field.
 */
export function useStepForm(
  schema: Schema,
  map: FieldMap,
  value: LoginFormValue,
  setValue: (next: LoginFormValue) => void,
) {
  const { locale } = useEduPay();
  const baseId = useId();
  const values = useMemo<FormValues>(
    () => Object.fromEntries(Object.entries(map).map(([field, key]) => [field, value[key]])),
    [map, value],
  );
  // The latest shared value, so two updates in one event (area code, then number) do not overwrite each other.
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  }, [value]);

  const form = useForm<FormValues>({
    schema,
    values,
    locale,
    onChange: (next) => {
      const merged = { ...latest.current };
      for (const [field, key] of Object.entries(map)) (merged as Record<string, unknown>)[key] = next[field];
      latest.current = merged;
      setValue(merged);
    },
  });

  // Fields the user has typed in. Leaving an empty field never typed in (tabbing past it to the
  // send button) does not complain about it; submitting does.
  const dirty = useRef(new Set<string>());
  const blurField = (field: string) => {
    const current = values[field];
    if (!dirty.current.has(field) && (current === undefined || current === '')) return;
    form.blur(field);
  };
  const inputField = (field: string, next: unknown) => {
    dirty.current.add(field);
    form.input(field, next);
  };

  const idOf = useCallback((field: string) => `${baseId}${field}`, [baseId]);

  // Focus after the render that shows the errors, so the field is read with its message.
  const [focusRequest, setFocusRequest] = useState<{ field: string } | null>(null);
  useEffect(() => {
    if (focusRequest) document.getElementById(idOf(focusRequest.field))?.focus();
  }, [focusRequest, idOf]);
  const focus = useCallback((field: string) => setFocusRequest({ field }), []);

  /** Validate every field; on failure show the errors, focus the first invalid field and return false. */
  const validate = (): boolean => {
    const first = form.validateAll();
    if (first) focus(first);
    return first === null;
  };

  /** Validate only some fields (e.g. the phone before sending a code); focus the first invalid one. */
  const validateFields = (fields: readonly string[]): boolean => {
    const current = Object.fromEntries(Object.entries(map).map(([field, key]) => [field, latest.current[key]]));
    const invalid = fields.filter((field) => validateField(schema, field, current) !== null);
    for (const field of fields) form.blur(field);
    if (invalid[0]) focus(invalid[0]);
    return invalid.length === 0;
  };

  /** The shared value with the schema's normalisation applied (trimmed e-mail, folded digits). */
  const normalized = (): LoginFormValue => {
    const current = Object.fromEntries(Object.entries(map).map(([field, key]) => [field, latest.current[key]]));
    const clean = normalizeValues(schema, current);
    const out = { ...latest.current };
    for (const [field, key] of Object.entries(map)) (out as Record<string, unknown>)[key] = clean[field];
    return out;
  };

  /** Props for a TextField / PasswordField bound to a schema field. */
  const text = (field: string) => ({
    id: idOf(field),
    value: String(values[field] ?? ''),
    onChange: (next: string) => inputField(field, next),
    onBlur: () => blurField(field),
    error: form.messages[field],
  });

  /** Props for a PhoneField bound to an area-code field and a number field. */
  const phone = (codeField = 'tel_code', numberField = 'phone') => ({
    id: idOf(numberField),
    value: { tel_code: String(values[codeField] ?? ''), phone: String(values[numberField] ?? '') } satisfies PhoneValue,
    onChange: (next: PhoneValue) => {
      // A new area code is a committed choice (validate at once); the number is typing.
      if (next.tel_code !== values[codeField]) form.setValue(codeField, next.tel_code);
      if (next.phone !== values[numberField]) inputField(numberField, next.phone);
    },
    onBlur: () => blurField(numberField),
    error: form.messages[numberField] ?? form.messages[codeField],
  });

  return { form, values, idOf, focus, validate, validateFields, normalized, text, phone, latest };
}
