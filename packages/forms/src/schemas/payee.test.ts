import { describe, expect, it } from 'vitest';
import { validators } from '../rules';
import { createOrderSchema } from './order';
import { payeeAddressSchema, payeeSchema } from './payee';
import { validateForm } from './validate';

const landlord = {
  collection_country: 'GBR',
  beneficiary_name: 'CITY LETTINGS LTD',
  account_number: '31926819',
  beneficiary_address: '12 Oxford Road, Manchester M1 5QA',
  bank_name: 'Barclays Bank PLC',
  bank_address: '1 Churchill Place, London E14 5HP',
  sort_code: '20-00-00',
};

describe('payer-entered payee', () => {
  it('accepts a complete UK payee and normalises the sort code', () => {
    const result = validateForm(payeeSchema, landlord);
    expect(result.errors).toEqual({});
    expect(result.values['sort_code']).toBe('200000');
  });

  it('refuses a PO Box in either address, in every locale', () => {
    const po = validateForm(payeeSchema, { ...landlord, beneficiary_address: 'P.O. Box 123, Manchester' }, 'en');
    expect(po.errors['beneficiary_address']?.messageId).toBe('poBox');
    expect(po.messages['beneficiary_address']).toBe('PO Box addresses are not accepted; please enter a street address');
    const zh = validateForm(payeeSchema, { ...landlord, bank_address: 'GPO Box 9, Sydney' }, 'zh-CN');
    expect(zh.errors['bank_address']?.messageId).toBe('poBox');
    expect(zh.messages['bank_address']).toMatch(/[\u4e00-\u9fff]/);
    const tw = validateForm(
      payeeAddressSchema,
      { beneficiary_address: '郵政信箱 88 號', bank_address: '1 Queens Road Central' },
      'zh-TW',
    );
    expect(tw.errors['beneficiary_address']?.messageId).toBe('poBox');
    expect(tw.errors['bank_address']).toBeUndefined();
  });

  it('asks for the routing fields of the destination, each with its real check', () => {
    const us = validateForm(payeeSchema, {
      ...landlord,
      collection_country: 'USA',
      sort_code: '',
      aba_routing: '021000022',
    });
    expect(us.errors['aba_routing']?.messageId).toBe('abaRouting');
    expect(us.errors['sort_code']).toBeUndefined();
    const usOk = validateForm(payeeSchema, { ...landlord, collection_country: 'USA', aba_routing: '021000021' });
    expect(usOk.valid).toBe(true);
    const au = validateForm(payeeSchema, {
      ...landlord,
      collection_country: 'AUS',
      bsb: '06200',
      swift_code: 'CTBAAU2S',
    });
    expect(au.errors['bsb']?.messageId).toBe('digitsExact');
    const ca = validateForm(payeeSchema, {
      ...landlord,
      collection_country: 'CAN',
      bank_id: '003',
      branch_number: '',
      swift_code: 'ROYCCAT2',
    });
    expect(ca.errors['branch_number']?.messageId).toBe('required');
    // An IBAN country: the IBAN identifies the account (no national number needed), checked by mod-97.
    const de = validateForm(payeeSchema, {
      ...landlord,
      collection_country: 'DEU',
      account_number: '',
      iban: 'DE89 3704 0044 0532 0130 00',
      swift_code: 'COBADEFF',
    });
    expect(de.errors).toEqual({});
    const deBad = validateForm(payeeSchema, {
      ...landlord,
      collection_country: 'DEU',
      account_number: '',
      iban: 'DE88370400440532013000',
      swift_code: 'COBADEFF',
    });
    expect(deBad.errors['iban']?.messageId).toBe('ibanChecksum');
    const jp = validateForm(payeeSchema, { ...landlord, collection_country: 'JPN', swift_code: 'MHCBXXJT' });
    expect(jp.errors['swift_code']?.messageId).toBe('bicCountry');
  });

  it('requires the beneficiary and the bank, in SWIFT characters', () => {
    const empty = validateForm(payeeSchema, { collection_country: 'GBR' }, 'en');
    for (const f of [
      'beneficiary_name',
      'account_number',
      'beneficiary_address',
      'bank_name',
      'bank_address',
      'sort_code',
    ])
      expect(empty.errors[f]?.messageId, f).toBe('required');
    expect(
      validateForm(payeeSchema, { ...landlord, beneficiary_name: '城市租赁' }).errors['beneficiary_name']?.messageId,
    ).toBe('swiftText');
  });
});

describe('routing-code validators', () => {
  it('IBAN: mod-97 and the country length', () => {
    expect(validators.iban('GB82 WEST 1234 5698 7654 32')).toBe(true);
    expect(validators.iban('GB82WEST12345698765431')).not.toBe(true);
    expect(validators.iban('NL91ABNA0417164300')).toBe(true);
    expect(validators.iban('NL91ABNA041716430')).not.toBe(true);
  });
  it('ABA: the 3-7-1 checksum', () => {
    expect(validators.abaRouting('021000021')).toBe(true);
    expect(validators.abaRouting('021000012')).not.toBe(true);
  });
  it('BSB, sort code, Canadian bank id and transit: digit counts, separators allowed', () => {
    expect(validators.bsb('062-000')).toBe(true);
    expect(validators.bsb('0620001')).not.toBe(true);
    expect(validators.sortCode('20-00-00')).toBe(true);
    expect(validators.sortCode('20-00-0')).not.toBe(true);
    expect(validators.bankId('003')).toBe(true);
    expect(validators.bankId('03')).not.toBe(true);
    expect(validators.branchNumber('00012')).toBe(true);
    expect(validators.branchNumber('0012')).not.toBe(true);
  });
  it('SWIFT/BIC: 8 or 11 characters with a real country', () => {
    expect(validators.bic('DEUTDEFF')).toBe(true);
    expect(validators.bic('NATAAU3303M')).toBe(true);
    expect(validators.bic('DEUTDEF')).not.toBe(true);
    expect(validators.bic('DEUTXXFF')).not.toBe(true);
  });
});

describe('the order form of a payer-entered payee (createOrderSchema enteredPayee)', () => {
  const schema = createOrderSchema({ enteredPayee: true, now: new Date('2026-11-25T00:00:00Z') });
  const payment = {
    ...landlord,
    order_type: 'rent',
    currency: 'GBP',
    remittance_country: 'CHN',
    amount: '1200.00',
    purposes: ['rent'],
  };
  const paymentErrors = (values: Record<string, unknown>, locale: 'en' | 'zh-CN' | 'zh-TW' = 'en') => {
    const result = validateForm(schema, values, locale);
    return Object.fromEntries(
      Object.entries(result.errors)
        .filter(([f]) => f in payeeSchema || f === 'order_type' || f === 'currency' || f === 'institution_name')
        .map(([f]) => [f, result.messages[f]]),
    );
  };

  it('takes the payee fields with payeeSchema rules, no institution name', () => {
    expect(paymentErrors(payment)).toEqual({});
  });

  it('refuses a PO Box, a missing bank name and a wrong sort code, each at its field', () => {
    const errors = paymentErrors({
      ...payment,
      beneficiary_address: 'PO Box 12, Leeds',
      bank_name: '',
      sort_code: '20-00',
    });
    expect(Object.keys(errors).sort()).toEqual(['bank_name', 'beneficiary_address', 'sort_code']);
    expect(errors['beneficiary_address']).toBe('PO Box addresses are not accepted; please enter a street address');
  });

  it('pays rent, living expenses or a deposit only, in a supported currency', () => {
    for (const locale of ['en', 'zh-CN', 'zh-TW'] as const) {
      const errors = paymentErrors({ ...payment, order_type: 'tuition' }, locale);
      expect(errors['order_type']).toMatch(locale === 'en' ? /rent or housing, living expenses or a deposit/ : /押金/);
    }
    expect(paymentErrors({ ...payment, order_type: 'deposit' })).toEqual({});
    expect(paymentErrors({ ...payment, currency: 'CNY' })['currency']).toMatch(/USD, GBP, EUR/);
    expect(paymentErrors({ ...payment, currency: '' })['currency']).toBeDefined();
  });

  it('a listed account keeps the loose rules (the server fills them from the account)', () => {
    const listed = validateForm(createOrderSchema(), { ...payment, bank_name: '', order_type: 'tuition' });
    expect(listed.errors['bank_name']).toBeUndefined();
    expect(listed.errors['order_type']).toBeUndefined();
  });
});
