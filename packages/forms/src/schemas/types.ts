import type { RuleName } from '../rules';
import type { ValidationResult } from '../types';

/** Form values: a plain record, as a form library or a JSON body holds them. */
export type FormValues = Readonly<Record<string, unknown>>;

/** A rule of the catalogue by name, with params when needed, or a custom check of the whole form. */
export type RuleRef<V extends FormValues = FormValues> =
  RuleName | readonly [RuleName, object?] | ((value: unknown, values: V) => ValidationResult);

/** The rules of a field: a list, or a function of all values for conditional rules. */
export type FieldRules<V extends FormValues = FormValues> =
  readonly RuleRef<V>[] | ((values: V) => readonly RuleRef<V>[]);

/**
 * A field with options: `normalize` says which form the submitted value must take
 * ('input': full-width folded and trimmed; 'code': also inner spaces/hyphens removed and upper case;
 * 'trim': surrounding whitespace removed). `validateForm` returns values normalised this way.
 */
export interface FieldSpec<V extends FormValues = FormValues> {
  readonly rules: FieldRules<V>;
  readonly normalize?: 'input' | 'code' | 'trim';
}

/** field name -> rules. Key order is display order: `firstInvalid` follows it. */
export type Schema<V extends FormValues = FormValues> = { readonly [field: string]: FieldRules<V> | FieldSpec<V> };
