/**
 * Every rule of the catalogue, valid and invalid. The table is typed Record<RuleName, Case>,
 * so adding a rule without cases does not compile. Generic checks below cover, for every rule:
 * empty values, whitespace-only values, surrounding whitespace, full-width and Arabic-Indic digits
 * (folded by the digit rules, refused by the bank-code rules).
 */
import { describe, expect, it } from 'vitest';
import { BANK_CODE_RULES, NORMALIZING_RULES, SPEC_RULE_NAMES, validators, type RuleName } from './index';
import { cases } from './rule-cases.fixture';

/** Rules that fail on a blank value (passportRequired: because the case's amount is above 300,000 CNY). */
const REQUIRED_FAMILY = new Set<RuleName>([
  'required',
  'selectRequired',
  'coustRequired',
  'accepted',
  'passportRequired',
]);
/**
 * Rules that judge the raw value and do not trim: whitespace is what banSpace and crnTest are
 * about, passwords are compared as typed, and oneOf compares option values exactly.
 */
const RAW_RULES = new Set<RuleName>(['banSpace', 'crnTest', 'password', 'confirmed', 'oneOf']);
const names = Object.keys(validators) as RuleName[];

const fullWidth = (s: string) => s.replace(/[!-~]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0));
const arabicIndic = (s: string) => s.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));
const devanagari = (s: string) => s.replace(/\d/g, (d) => String.fromCharCode(0x0966 + Number(d)));

describe.each(names)('%s', (name) => {
  const rule = validators[name];
  const { params, valid, invalid } = cases[name];

  it.each(valid.map((v) => [v]))('accepts %j', (value) => {
    expect(rule(value, params)).toBe(true);
  });

  it.each(invalid.map((v) => [v]))('rejects %j', (value) => {
    const result = rule(value, params);
    expect(result).not.toBe(true);
    if (result !== true) {
      expect(typeof result.rule).toBe('string');
      expect(typeof result.messageId).toBe('string');
    }
  });

  it('handles empty values', () => {
    for (const empty of [undefined, null, '']) {
      if (REQUIRED_FAMILY.has(name)) expect(rule(empty, params)).not.toBe(true);
      else expect(rule(empty, params)).toBe(true);
    }
  });

  it('handles a whitespace-only value', () => {
    // Blank for every rule (required says so), except those that judge whitespace itself.
    const expected = REQUIRED_FAMILY.has(name) || (RAW_RULES.has(name) && name !== 'oneOf');
    expect(rule('  \u3000 ', params) !== true).toBe(expected);
  });

  const firstString = valid.find((v): v is string => typeof v === 'string' && v.trim() === v);
  if (firstString !== undefined && !RAW_RULES.has(name)) {
    it('ignores surrounding whitespace', () => {
      expect(rule(`  ${firstString}\t`, params)).toBe(true);
    });
  }

  if (firstString !== undefined && NORMALIZING_RULES.includes(name)) {
    it('folds full-width and Arabic-Indic digits', () => {
      expect(rule(fullWidth(firstString), params)).toBe(true);
      expect(rule(arabicIndic(firstString), params)).toBe(true);
    });
  }

  const withDigits = valid.find((v): v is string => typeof v === 'string' && /\d/.test(v));
  if (withDigits !== undefined && BANK_CODE_RULES.includes(name)) {
    it('refuses full-width, Arabic-Indic and Devanagari digits (a bank reads ASCII)', () => {
      for (const variant of [fullWidth(withDigits), arabicIndic(withDigits), devanagari(withDigits)]) {
        expect(rule(variant, params), variant).not.toBe(true);
      }
    });
  }
});

describe('catalogue', () => {
  it('has every spec 000 section 5 rule name', () => {
    const expected = [
      'matchEmail',
      'phone',
      'matchMob',
      'phone_numeric',
      'captcha_numeric',
      'matchDigits',
      'phone_between',
      'captcha_between',
      'min',
      'max',
      'password_min',
      'password_max',
      'confirmed',
      'matchAlphanumeric',
      'matchENorNUM',
      'matchLetter',
      'matchNoCh',
      'matchEnNameH',
      'digit_check',
      'digit_check_new',
      'uppercaseAndNumericIban',
      'match100num9',
      'matchStudentId',
      'matchName',
      'matchChinaName',
      'matchChPoint',
      'matchChLen',
      'matchNumber',
      'matchEn',
      'matchEnName',
      'matchBank',
      'matchBankSAddress',
      'matchEnNameIn',
      'matchEnglish',
      'matchZhOrEn',
      'matchZhOrEnOrS',
      'matchZhOrEnOrIn',
      'banSpace',
      'crnTest',
      'positiveInteger',
      'matchMoney',
      'matchMoneyMl',
      'matchMoneyMin',
      'matchMoneyMax',
      'matchMaxMoney',
      'matchMaxMoney2',
      'matchCompare',
      'matchFeeMax',
      'matchBankAccount',
      'matchPassport',
      'matchSwift',
      'matchPromo',
      'matchWeChat',
      'matchCitizen',
      'matchIDCard',
      'matchIDCardStrict',
      'tuitionCharacterVal',
      'rentCharacterVal',
      'selectRequired',
      'coustRequired',
      'required',
    ];
    expect([...SPEC_RULE_NAMES].sort()).toEqual([...expected].sort());
  });

  it('has the real-world names the kit and server import', () => {
    for (const name of [
      'iban',
      'bic',
      'abaRouting',
      'sortCode',
      'bsb',
      'ifsc',
      'pan',
      'aadhaar',
      'cnResidentId',
      'cnMobile',
      'email',
    ]) {
      expect(validators).toHaveProperty(name);
    }
  });

  it('reports the rule name it was called by', () => {
    for (const name of names) {
      const first = cases[name].invalid[0];
      const result = validators[name](first, cases[name].params);
      expect(result === true ? null : result.rule).toBe(
        // composite rules report themselves; aliases keep their own spec name
        name,
      );
    }
  });
});
