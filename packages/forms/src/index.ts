/**
 * @edupay/forms: the validation catalogue, messages, form schemas and money helpers of EduPay.
 * Isomorphic (no DOM, no React): the kit, the app and the server validate with the same rules.
 * The React hook is in the `@edupay/forms/react` subpath.
 */
export type {
  AnyValidator,
  Locale,
  MessageId,
  MessageValue,
  RuleParams,
  ValidationError,
  ValidationResult,
  Validator,
} from './types';
export {
  validators,
  specRules,
  standardRules,
  SPEC_RULE_NAMES,
  NORMALIZING_RULES,
  BANK_CODE_RULES,
  type RuleName,
  type SpecRuleName,
} from './rules';
export {
  normalizeInput,
  normalizeCode,
  normalizeBankInput,
  normalizeBankCode,
  foldToAscii,
  isBlank,
  isEmptyValue,
} from './normalize';
export { formatError, formatMessage, fieldLabel } from './format';
export { messages, resolveLocale, LOCALES, type Messages } from './messages';
export {
  parseMoney,
  formatMoney,
  toMinorUnits,
  isMoney,
  type Amount,
  type MoneyOptions,
  type FormatMoneyOptions,
} from './money';
export { electronicIban } from './rules/iban';
export { gb11643CheckChar, MAINLAND_PROVINCE_CODES, type ChinaIdParams } from './rules/chinaId';
export { verhoeffValid, verhoeffCheckDigit } from './rules/verhoeff';
export { callingCode } from './rules/phone';
export { RENT_MAX_SPAN_MS, toEpochMs } from './rules/rent';
export { TCS_CAP_MINOR } from './rules/india';
export { PASSPORT_THRESHOLD_CNY } from './rules/amounts';
export { PRICE_CHANGE_WINDOW_HOURS } from './priceChange';
export { LIVING_EXPENSE_CURRENCIES } from './rules/order';
export { MAX_UPLOAD_BYTES, UPLOAD_TYPES, type FileLike, type UploadKind } from './rules/upload';
export * from './schemas';
