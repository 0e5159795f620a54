import { formatError } from '../format';
import { normalizeCode, normalizeInput } from '../normalize';
import { validators } from '../rules';
import type { ValidationError } from '../types';
import type { FieldRules, FieldSpec, FormValues, RuleRef, Schema } from './types';

function spec<V extends FormValues>(entry: FieldRules<V> | FieldSpec<V>): FieldSpec<V> {
  return typeof entry === 'function' || Array.isArray(entry)
    ? { rules: entry as FieldRules<V> }
    : (entry as FieldSpec<V>);
}

function rulesOf<V extends FormValues>(entry: FieldRules<V> | FieldSpec<V>, values: V): readonly RuleRef<V>[] {
  const { rules } = spec(entry);
  return typeof rules === 'function' ? rules(values) : rules;
}

/** The first failing rule of one field (rules run in order and stop at the first error), or null. */
export function validateField<V extends FormValues>(
  schema: Schema<V>,
  field: string,
  values: V,
): ValidationError | null {
  const entry = schema[field];
  if (!entry) return null;
  const value = values[field];
  for (const ref of rulesOf(entry, values)) {
    let result;
    if (typeof ref === 'function') result = ref(value, values);
    else if (typeof ref === 'string') result = validators[ref](value);
    else result = validators[ref[0]](value, ref[1]);
    if (result !== true) return { ...result, field };
  }
  return null;
}

/** Values as they should be submitted: each field normalised as its schema entry says. */
export function normalizeValues<V extends FormValues>(schema: Schema<V>, values: V): V {
  const out: Record<string, unknown> = { ...values };
  for (const [field, entry] of Object.entries(schema)) {
    const mode = spec(entry).normalize;
    const value = out[field];
    if (!mode || typeof value !== 'string') continue;
    out[field] = mode === 'code' ? normalizeCode(value) : mode === 'input' ? normalizeInput(value) : value.trim();
  }
  return out as V;
}

export interface FormResult<V extends FormValues> {
  readonly valid: boolean;
  readonly errors: Readonly<Record<string, ValidationError>>;
  /** The first invalid field in schema order, for focus and scroll; null when valid. */
  readonly firstInvalid: string | null;
  /** Formatted messages, present when a locale was given. */
  readonly messages: Readonly<Record<string, string>>;
  /** The values normalised for submission (see FieldSpec.normalize). */
  readonly values: V;
}

/** Validate every field of a schema. Pure and DOM-free: the server runs the same call. */
export function validateForm<V extends FormValues>(schema: Schema<V>, values: V, locale?: string): FormResult<V> {
  const errors: Record<string, ValidationError> = {};
  const messages: Record<string, string> = {};
  let firstInvalid: string | null = null;
  for (const field of Object.keys(schema)) {
    const error = validateField(schema, field, values);
    if (!error) continue;
    errors[field] = error;
    firstInvalid ??= field;
    if (locale !== undefined) messages[field] = formatError(error, locale);
  }
  return { valid: firstInvalid === null, errors, firstInvalid, messages, values: normalizeValues(schema, values) };
}
