/**
 * The validator catalogue: every rule by name. Spec names (grep the spec for them) come first,
 * then the rules of spec 001 section 5 and the real-world checks.
 *
 * Input handling, on purpose (see normalize.ts):
 * - NORMALIZING_RULES fold full-width ASCII and Unicode decimal digits (Arabic-Indic, Devanagari...)
 *   to ASCII, drop zero-width marks and trim; the "code" ones among them also drop inner spaces
 *   and hyphens and upper-case (pan, aadhaar, cnResidentId, cnMobile...).
 * - BANK_CODE_RULES fold nothing: they drop zero-width marks and trim (iban, bic, ifsc and the routing
 *   codes also drop inner spaces and hyphens and upper-case a-z), and refuse any non-ASCII digit or
 *   letter with their own message, since a payment sent on a changed bank detail is lost.
 * - Every other rule trims surrounding whitespace and judges the characters as typed, so a
 *   full-width letter in a name is rejected with the rule's message; banSpace, crnTest,
 *   password and confirmed do not even trim, because whitespace is what they are about.
 */
import type { AnyValidator } from '../types';
import * as address from './address';
import * as amounts from './amounts';
import { bic } from './bic';
import * as bank from './bankCodes';
import * as cat from './catalogue';
import * as chinaId from './chinaId';
import * as mail from './email';
import { iban } from './iban';
import * as india from './india';
import * as length from './length';
import * as order from './order';
import * as phones from './phone';
import * as rent from './rent';
import * as req from './required';
import * as upload from './upload';

/** Spec 000 section 5: the login/registration bullets and the shared rule catalogue table. */
export const specRules = {
  matchEmail: mail.matchEmail,
  phone: cat.phone,
  matchMob: cat.matchMob,
  phone_numeric: cat.phone_numeric,
  captcha_numeric: cat.captcha_numeric,
  matchDigits: cat.matchDigits,
  phone_between: length.phone_between,
  captcha_between: length.captcha_between,
  min: length.min,
  max: length.max,
  password_min: length.password_min,
  password_max: length.password_max,
  confirmed: length.confirmed,
  matchAlphanumeric: cat.matchAlphanumeric,
  matchENorNUM: cat.matchENorNUM,
  matchLetter: cat.matchLetter,
  matchNoCh: cat.matchNoCh,
  matchEnNameH: cat.matchEnNameH,
  digit_check: cat.digit_check,
  digit_check_new: cat.digit_check_new,
  uppercaseAndNumericIban: cat.uppercaseAndNumericIban,
  match100num9: cat.match100num9,
  matchStudentId: cat.matchStudentId,
  matchName: cat.matchName,
  matchChinaName: cat.matchChinaName,
  matchChPoint: cat.matchChPoint,
  matchChLen: cat.matchChLen,
  matchNumber: cat.matchNumber,
  matchEn: cat.matchEn,
  matchEnName: cat.matchEnName,
  matchBank: cat.matchBank,
  matchBankSAddress: cat.matchBankSAddress,
  matchEnNameIn: cat.matchEnNameIn,
  matchEnglish: cat.matchEnglish,
  matchZhOrEn: cat.matchZhOrEn,
  matchZhOrEnOrS: cat.matchZhOrEnOrS,
  matchZhOrEnOrIn: cat.matchZhOrEnOrIn,
  banSpace: cat.banSpace,
  crnTest: cat.crnTest,
  positiveInteger: cat.positiveInteger,
  matchMoney: amounts.matchMoney,
  matchMoneyMl: amounts.matchMoneyMl,
  matchMoneyMin: amounts.matchMoneyMin,
  matchMoneyMax: amounts.matchMoneyMax,
  matchMaxMoney: amounts.matchMaxMoney,
  matchMaxMoney2: amounts.matchMaxMoney2,
  matchCompare: amounts.matchCompare,
  matchFeeMax: order.matchFeeMax,
  matchBankAccount: cat.matchBankAccount,
  matchPassport: cat.matchPassport,
  matchSwift: cat.matchSwift,
  matchPromo: cat.matchPromo,
  matchWeChat: cat.matchWeChat,
  matchCitizen: cat.matchCitizen,
  matchIDCard: chinaId.matchIDCard,
  matchIDCardStrict: chinaId.matchIDCardStrict,
  tuitionCharacterVal: address.tuitionCharacterVal,
  rentCharacterVal: address.rentCharacterVal,
  selectRequired: req.selectRequired,
  coustRequired: req.coustRequired,
  required: req.required,
} as const;

/** Spec 001 section 5 and the real-world standards (named for what they check). */
export const standardRules = {
  // identity, contact
  email: mail.email,
  cnMobile: phones.cnMobile,
  loginPhone: phones.loginPhone,
  cnResidentId: chinaId.cnResidentId,
  password: length.password,
  accepted: req.accepted,
  nameNoDigits: cat.nameNoDigits,
  // bank codes
  iban,
  bic,
  abaRouting: bank.abaRouting,
  ach: bank.ach,
  sortCode: bank.sortCode,
  bsb: bank.bsb,
  bankId: bank.bankId,
  branchNumber: bank.branchNumber,
  // India
  ifsc: india.ifsc,
  pan: india.pan,
  aadhaar: india.aadhaar,
  indiaPinCode: india.indiaPinCode,
  tcsAmount: india.tcsAmount,
  // amounts and order
  installmentAmount: amounts.installmentAmount,
  notAboveBill: amounts.notAboveBill,
  passportRequired: amounts.passportRequired,
  livingExpenseCurrency: order.livingExpenseCurrency,
  purposesCount: order.purposesCount,
  admissionYearMonth: order.admissionYearMonth,
  oneOf: order.oneOf,
  rentPeriod: rent.rentPeriod,
  date: rent.date,
  // uploads
  uploadFileType: upload.uploadFileType,
  uploadFileSize: upload.uploadFileSize,
  uploadCount: upload.uploadCount,
  uploadFiles: upload.uploadFiles,
} as const;

const all = { ...specRules, ...standardRules };

export type SpecRuleName = keyof typeof specRules;
export type RuleName = keyof typeof all;

/** `validators[name](value, params?)` returns `true` or `{ rule, messageId, values }`. */
export const validators: { readonly [K in RuleName]: AnyValidator } = all;

/** Names of the spec 000 section 5 rules, in catalogue order. */
export const SPEC_RULE_NAMES = Object.keys(specRules) as SpecRuleName[];

/** Rules that fold full-width/Unicode digits to ASCII before checking (documented above). */
export const NORMALIZING_RULES: readonly RuleName[] = [
  'phone',
  'matchMob',
  'cnMobile',
  'loginPhone',
  'phone_numeric',
  'captcha_numeric',
  'matchDigits',
  'phone_between',
  'captcha_between',
  'matchAlphanumeric',
  'matchENorNUM',
  'matchLetter',
  'match100num9',
  'matchStudentId',
  'positiveInteger',
  'matchPassport',
  'matchPromo',
  'matchWeChat',
  'matchCitizen',
  'matchIDCard',
  'matchIDCardStrict',
  'cnResidentId',
  'matchMoney',
  'matchMoneyMl',
  'matchMoneyMin',
  'matchMoneyMax',
  'matchMaxMoney',
  'matchMaxMoney2',
  'matchCompare',
  'matchFeeMax',
  'installmentAmount',
  'notAboveBill',
  'tcsAmount',
  'pan',
  'aadhaar',
  'indiaPinCode',
  'livingExpenseCurrency',
];

/**
 * Rules about bank codes: no folding, a non-ASCII digit or letter is refused (documented above). The
 * spec's SWIFT, IBAN and account rules are among them, beside the real-world checks.
 */
export const BANK_CODE_RULES: readonly RuleName[] = [
  'digit_check',
  'digit_check_new',
  'uppercaseAndNumericIban',
  'matchBankAccount',
  'matchSwift',
  'iban',
  'bic',
  'abaRouting',
  'ach',
  'sortCode',
  'bsb',
  'bankId',
  'branchNumber',
  'ifsc',
];
