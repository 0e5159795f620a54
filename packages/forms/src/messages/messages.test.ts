import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { fieldLabel, formatError, formatMessage } from '../format';
import { validators } from '../rules';
import { LOCALES, messages, resolveLocale } from './index';
import { cases } from '../rules/rule-cases.fixture';

type Ast = ReturnType<IntlMessageFormat['getAst']>;

/** Argument names with their ICU type (argument, number, plural...), including those nested in plural branches. */
function argumentsOf(ast: Ast, out = new Set<string>()): Set<string> {
  for (const el of ast) {
    if ('value' in el && el.type !== 0 /* literal */) out.add(`${String(el.value)}:${el.type}`);
    if ('options' in el)
      for (const option of Object.values(el.options)) argumentsOf((option as { value: Ast }).value, out);
    if ('children' in el) argumentsOf(el.children as Ast, out);
  }
  return out;
}

describe('message catalogues', () => {
  const keys = Object.keys(messages.en).sort();

  it.each(LOCALES)('%s has exactly the English key set', (locale) => {
    expect(Object.keys(messages[locale]).sort()).toEqual(keys);
  });

  it.each(keys)('%s has the same ICU arguments in every locale', (key) => {
    const [en, ...others] = LOCALES.map((locale) => {
      const text = (messages[locale] as Record<string, string>)[key]!;
      return [...argumentsOf(new IntlMessageFormat(text, locale).getAst())].sort();
    });
    for (const args of others) expect(args).toEqual(en);
  });

  it('zh-TW is Traditional Chinese, not a copy of zh-CN', () => {
    const simplifiedOnly = /[请输码错须与个为这时国号选项证银账币额护学务录权发传确认过际机构]/;
    const traditionalOnly = /[請輸碼錯須與個為這時國號選項證銀帳幣額護學務錄權發傳確認過際機構]/;
    for (const [key, text] of Object.entries(messages['zh-TW'])) {
      expect(simplifiedOnly.test(text), `${key}: ${text}`).toBe(false);
    }
    for (const [key, text] of Object.entries(messages['zh-CN'])) {
      expect(traditionalOnly.test(text), `${key}: ${text}`).toBe(false);
    }
    const identical = Object.keys(messages.en).filter(
      (k) => (messages['zh-TW'] as Record<string, string>)[k] === (messages['zh-CN'] as Record<string, string>)[k],
    );
    // Only labels that are codes (IBAN, BSB, Sort Code...) or identical in both scripts may match.
    expect(identical.length).toBeLessThan(20);
  });
});

describe('resolveLocale', () => {
  it.each([
    ['zh-CN', 'zh-CN'],
    ['zh', 'zh-CN'],
    ['zh-Hans', 'zh-CN'],
    ['zh-SG', 'zh-CN'],
    ['zh_CN', 'zh-CN'],
    ['zh-TW', 'zh-TW'],
    ['zh-HK', 'zh-TW'],
    ['zh-MO', 'zh-TW'],
    ['zh-Hant', 'zh-TW'],
    ['zh-Hant-HK', 'zh-TW'],
    ['en', 'en'],
    ['en-GB', 'en'],
    ['fr', 'en'],
    ['', 'en'],
    [undefined, 'en'],
  ])('%s -> %s', (tag, expected) => {
    expect(resolveLocale(tag)).toBe(expected);
  });
});

describe('formatError', () => {
  const err = validators.required('');
  if (err === true) throw new Error('unreachable');

  it('names the field in required messages', () => {
    expect(formatError(err, 'en', 'your mobile number')).toBe('Please enter your mobile number');
    expect(formatError(err, 'zh-CN', '手机号码')).toBe('请输入手机号码');
    expect(formatError(err, 'zh-TW', '手機號碼')).toBe('請輸入手機號碼');
  });

  it('falls back to the schema label of error.field, then "this field"', () => {
    expect(formatError({ ...err, field: 'reg_email' }, 'zh-HK')).toBe('請輸入電子郵件地址');
    expect(formatError({ ...err, field: 'email' }, 'en')).toBe('Please enter your e-mail address');
    expect(formatError(err, 'en')).toBe('Please enter this field');
    expect(formatError(err, 'de')).toBe('Please enter this field');
  });

  it("reads a label's ICU apostrophe as one (the student's name, not the student''s name)", () => {
    expect(formatError({ ...err, field: 'student_name' }, 'en')).toBe("Please enter the student's name");
    expect(fieldLabel('payer_mobile', 'en')).toBe("the payer's mobile number");
    expect(fieldLabel('no_such_field', 'en')).toBeUndefined();
  });

  it('uses plurals where counts appear', () => {
    expect(formatError({ rule: 'min', messageId: 'minLength', values: { min: 1 } }, 'en')).toBe(
      'Please enter at least 1 character',
    );
    expect(formatError({ rule: 'min', messageId: 'minLength', values: { min: 3 } }, 'en')).toBe(
      'Please enter at least 3 characters',
    );
    expect(formatError({ rule: 'min', messageId: 'minLength', values: { min: 3 } }, 'zh-CN')).toBe('请至少输入3个字符');
  });

  it('joins lists with the locale "or"', () => {
    const e = validators.digit_check('x');
    if (e === true) throw new Error('unreachable');
    expect(formatError(e, 'en')).toBe('Please enter 8 or 11 uppercase letters or digits');
    expect(formatError(e, 'zh-CN')).toBe('请输入8或11位大写字母或数字');
  });

  it('formats the error of every rule case in every locale without a missing argument', () => {
    for (const [name, c] of Object.entries(cases)) {
      for (const value of c.invalid) {
        const result = validators[name as keyof typeof validators](value, c.params);
        if (result === true) continue;
        for (const locale of LOCALES) {
          const text = formatError(result, locale, 'X');
          expect(text, `${name} ${locale}`).not.toMatch(/[{}]/);
          expect(text.length).toBeGreaterThan(1);
        }
      }
    }
  });

  it('formats any message by id', () => {
    expect(formatMessage('moneyMaxBatch', 'en', { max: 'CNY 30,000.00' })).toContain('several batches');
  });
});
