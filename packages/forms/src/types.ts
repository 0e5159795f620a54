import type { MessageId } from './messages/en';

/** The three UI languages of the product. Any other tag is mapped by `resolveLocale`. */
export type Locale = 'zh-CN' | 'en' | 'zh-TW';

/** A value handed to an ICU message. Arrays are joined with the locale's "or" list format. */
export type MessageValue = string | number | readonly (string | number)[];

/**
 * What a failing rule returns. `rule` is the catalogue name (grep the spec for it),
 * `messageId` the key in `messages/*.ts`, `values` the ICU arguments.
 * `field` is filled in by `validateForm` so `formatError` can name the field.
 */
export interface ValidationError {
  readonly rule: string;
  readonly messageId: MessageId;
  readonly values: Readonly<Record<string, MessageValue>>;
  readonly field?: string;
}

export type ValidationResult = true | ValidationError;

/** Parameters of a rule: always a plain object, so a schema can hold them as data. */
export type RuleParams = Readonly<Record<string, unknown>>;

/** `validator(value, params?)`: `true` or an error. Never throws on user input (only on bad params). */
export type Validator<P extends object = RuleParams> = (value: unknown, params?: P) => ValidationResult;

/**
 * The record type of `validators`. The method-shorthand trick keeps parameters bivariant,
 * so each rule keeps its precise params type while the record stays indexable by name.
 */
export type AnyValidator = {
  bivarianceHack(value: unknown, params?: object): ValidationResult;
}['bivarianceHack'];

export type { MessageId };
