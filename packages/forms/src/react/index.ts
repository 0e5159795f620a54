/**
 * @edupay/forms/react: a controlled form hook over the same schemas the server uses.
 *
 * Eager mode (spec 000 section 5: "Validation runs on blur or change"): a field is validated when
 * it is committed (blur, or a change of a select/checkbox), and once it has shown an error it is
 * re-validated on every input, so the error disappears as soon as the value is right and comes
 * back as soon as it is wrong again. Fields showing an error are also re-checked when another
 * field changes, since rules depend on other fields (confirmation, country by area code).
 * `validateAll()` shows every error and returns the first invalid field (schema order) so the UI
 * can focus and scroll to it ("On a failed form the page scrolls to the first error").
 */
import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { formatError } from '../format';
import { validateField as checkField, validateForm } from '../schemas/validate';
import type { FormValues, Schema } from '../schemas/types';
import type { ValidationError } from '../types';

export interface UseFormOptions<V extends FormValues> {
  readonly schema: Schema<V>;
  /** Uncontrolled: the initial values. */
  readonly defaultValues?: V;
  /** Controlled: the current values, and the callback that receives the next ones. */
  readonly values?: V;
  readonly onChange?: (values: V) => void;
  /** 'zh-CN' | 'en' | 'zh-TW' (other tags fall back); used for `messages`. */
  readonly locale?: string;
  /** Field names as shown on screen, for "Please enter {field}"; default: the package's labels. */
  readonly fieldNames?: Readonly<Record<string, string>>;
  /**
   * Values that follow from others, applied to every change before it is stored or validated
   * (e.g. `applyRegistrationRules`: +86 forces the country, hidden fields are cleared).
   */
  readonly transform?: (values: V) => V;
}

/** What `register(name)` returns: spread it on an input. */
export interface FieldProps {
  readonly name: string;
  readonly value: unknown;
  readonly onChange: (eventOrValue: unknown) => void;
  readonly onBlur: () => void;
  readonly 'aria-invalid': boolean;
}

export interface RegisterOptions {
  /** The control commits on change (select, checkbox, radio, date picker): validate at once. */
  readonly commit?: boolean;
}

export interface UseFormReturn<V extends FormValues> {
  readonly values: V;
  /** Errors currently shown (eager mode), by field. */
  readonly errors: Readonly<Record<string, ValidationError>>;
  /** The shown errors formatted in the locale. */
  readonly messages: Readonly<Record<string, string>>;
  readonly touched: Readonly<Record<string, boolean>>;
  /** True when every field passes (whether or not errors are shown yet). */
  readonly isValid: boolean;
  /** Typing: update; re-validate only if the field already shows an error. */
  readonly input: (name: string, value: unknown) => void;
  /** Committed change (select, checkbox...): update and validate the field. */
  readonly setValue: (name: string, value: unknown) => void;
  /**
   * Several fields at once (a picked school, an area code with its number); `commit` validates
   * the changed fields at once, as `setValue` does for one.
   */
  readonly change: (patch: Partial<V>, options?: { readonly commit?: boolean }) => void;
  /** Leaving a field: mark touched and validate it. */
  readonly blur: (name: string) => void;
  readonly register: (name: string, options?: RegisterOptions) => FieldProps;
  /** Validate every field, show all errors, return the first invalid field name or null. */
  readonly validateAll: () => string | null;
  /** Back to the given (or default) values with no errors shown. */
  readonly reset: (values?: V) => void;
}

interface EventLike {
  readonly target?: { readonly type?: string; readonly value?: unknown; readonly checked?: boolean };
}

/** Read a DOM-like change event structurally (no DOM types in this package), or take a raw value. */
function readEvent(eventOrValue: unknown): { value: unknown; commit: boolean } {
  const target = (eventOrValue as EventLike | null)?.target;
  if (typeof eventOrValue === 'object' && eventOrValue !== null && target && typeof target === 'object') {
    if (target.type === 'checkbox') return { value: Boolean(target.checked), commit: true };
    const commit =
      target.type === 'radio' || target.type === 'select-one' || target.type === 'date' || target.type === 'file';
    return { value: target.value, commit };
  }
  return { value: eventOrValue, commit: false };
}

export function useForm<V extends FormValues>(options: UseFormOptions<V>): UseFormReturn<V> {
  const { schema, locale = 'en', fieldNames } = options;
  const controlled = options.values !== undefined;
  const [inner, setInner] = useState<V>(() => options.defaultValues ?? ({} as V));
  const [errors, setErrors] = useState<Record<string, ValidationError>>({});
  const [touched, setTouched] = useState<Record<string, boolean>>({});

  const values = controlled ? (options.values as V) : inner;
  // The latest values, so a blur right after a change validates what was just typed, before
  // React re-renders with the new state or props. Written in handlers and after each commit.
  const latest = useRef(values);
  // Fields that have shown an error at least once: from then on they are checked on every input.
  const eager = useRef(new Set<string>());
  // onChange and transform are called from handlers (change, blur), where React's effect events may not be
  // called; like `latest`, they are read from refs written after each commit (the kit's pattern for handlers).
  const onChangeRef = useRef(options.onChange);
  const transformRef = useRef(options.transform);
  useLayoutEffect(() => {
    latest.current = values;
    onChangeRef.current = options.onChange;
    transformRef.current = options.transform;
  });

  /**
   * Re-check `fields` against `snapshot`. A field's error is shown when `show` is set, or when
   * it is showing one already or has shown one before (eager); otherwise it is cleared.
   */
  const recheck = useCallback(
    (fields: readonly string[], snapshot: V, show: (field: string) => boolean) => {
      setErrors((prev) => {
        const next = { ...prev };
        for (const field of fields) {
          const error = checkField(schema, field, snapshot);
          if (error && (show(field) || prev[field] || eager.current.has(field))) {
            next[field] = error;
            eager.current.add(field);
          } else {
            delete next[field];
          }
        }
        return next;
      });
    },
    [schema],
  );

  const change = useCallback(
    (patch: Partial<V>, changeOptions?: { readonly commit?: boolean }) => {
      const merged = { ...latest.current, ...patch } as V;
      const next = transformRef.current ? transformRef.current(merged) : merged;
      latest.current = next;
      if (!controlled) setInner(next);
      onChangeRef.current?.(next);
      // The changed fields, plus every field with an error, since rules depend on other fields
      // (the confirmation on the password, the country on the area code).
      recheck(Object.keys(schema), next, (field) => changeOptions?.commit === true && field in patch);
    },
    [controlled, recheck, schema],
  );

  const input = useCallback((name: string, value: unknown) => change({ [name]: value } as Partial<V>), [change]);
  const setValue = useCallback(
    (name: string, value: unknown) => change({ [name]: value } as Partial<V>, { commit: true }),
    [change],
  );

  const blur = useCallback(
    (name: string) => {
      setTouched((prev) => (prev[name] ? prev : { ...prev, [name]: true }));
      recheck([name], latest.current, () => true);
    },
    [recheck],
  );

  const validateAll = useCallback((): string | null => {
    const result = validateForm(schema, latest.current);
    for (const field of Object.keys(result.errors)) eager.current.add(field);
    setErrors({ ...result.errors });
    setTouched(Object.fromEntries(Object.keys(schema).map((f) => [f, true])));
    return result.firstInvalid;
  }, [schema]);

  const reset = useCallback(
    (next?: V) => {
      const values = next ?? options.defaultValues ?? ({} as V);
      latest.current = values;
      if (!controlled) setInner(values);
      onChangeRef.current?.(values);
      eager.current.clear();
      setErrors({});
      setTouched({});
    },
    [controlled, options.defaultValues],
  );

  const register = useCallback(
    (name: string, registerOptions?: RegisterOptions): FieldProps => ({
      name,
      value: values[name] ?? '',
      onChange: (eventOrValue: unknown) => {
        const { value, commit } = readEvent(eventOrValue);
        change({ [name]: value } as Partial<V>, { commit: commit || registerOptions?.commit === true });
      },
      onBlur: () => blur(name),
      'aria-invalid': errors[name] !== undefined,
    }),
    [values, errors, change, blur],
  );

  const messages = useMemo(() => {
    const out: Record<string, string> = {};
    for (const [field, error] of Object.entries(errors)) out[field] = formatError(error, locale, fieldNames?.[field]);
    return out;
  }, [errors, locale, fieldNames]);

  const isValid = useMemo(() => validateForm(schema, values).valid, [schema, values]);

  return { values, errors, messages, touched, isValid, input, setValue, change, blur, register, validateAll, reset };
}

export type { FormValues, Schema } from '../schemas/types';
export type { ValidationError } from '../types';
