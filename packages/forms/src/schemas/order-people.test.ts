/** The order form's people and eligibility rules (spec 001 section 5), in all three languages. */
import { describe, expect, it } from 'vitest';
import { gb11643CheckChar } from '../rules/chinaId';
import { ageFromCnId, compactName } from './order-people';
import { createOrderSchema } from './order';
import { validateForm } from './validate';

const NOW = new Date('2026-03-02T02:00:00Z');
/** A valid mainland ID of someone born on `birth` (YYYYMMDD). */
const idBornOn = (birth: string) => {
  const first17 = `110105${birth}001`;
  return first17 + gb11643CheckChar(first17);
};
const ADULT = idBornOn('19750402');

const base = {
  order_type: 'tuition',
  institution_name: 'University of Manchester',
  remittance_country: 'CHN',
  collection_country: 'GBR',
  beneficiary_name: 'UNIVERSITY OF MANCHESTER',
  account_number: '12345678',
  sort_code: '200000',
  amount: '12000.00',
  purposes: ['tuition'],
  student_cn_name: '单晓雨',
  pinyin_last_name: 'SHAN',
  pinyin_first_name: 'XIAOYU',
  en_first_name: 'Xiaoyu',
  en_last_name: 'Shan',
  id_type: 'cn_id',
  student_id_number: idBornOn('20050101'),
  student_number: '10234567',
  reading_stage: 'master',
  admission_year: 2025,
  admission_month: 9,
  date_of_birth: '2005-01-01',
  relationship: 'mother',
  payer_cn_name: '单丽',
  payer_id_number: ADULT,
  payer_tel_code: '86',
  payer_mobile: '13800138000',
  payer_email: 'li@qq.com',
  order_agreement: true,
};
const pinyinOf = (name: string) =>
  name === '单晓雨'
    ? [
        { last: 'SHAN', first: 'XIAOYU' },
        { last: 'DAN', first: 'XIAOYU' },
      ]
    : [];

function refused(
  values: Record<string, unknown>,
  field: string,
  options: Parameters<typeof createOrderSchema>[0] = {},
) {
  const schema = createOrderSchema({ now: NOW, pinyinOf, ...options });
  const all = ['en', 'zh-CN', 'zh-TW'].map((locale) => validateForm(schema, { ...base, ...values }, locale));
  for (const r of all) expect(r.errors[field], JSON.stringify(r.errors)).toBeDefined();
  return all.map((r) => r.messages[field]);
}

describe('order form: people and eligibility', () => {
  it('accepts the base order', () => {
    expect(validateForm(createOrderSchema({ now: NOW, pinyinOf }), base).errors).toEqual({});
  });

  it('payer must be the student or a direct relative', () => {
    expect(refused({ relationship: 'friend' }, 'relationship')[0]).toMatch(/direct relative/);
  });

  it('a payer under 18 needs a guardian', () => {
    const minor = { payer_id_number: idBornOn('20100505') };
    const [en, zh, tw] = refused(minor, 'guardian_consent');
    expect(en).toBe('The payer is under 18: a guardian must consent to this payment');
    expect(zh).toBe('付款人未满18周岁，须经监护人同意');
    expect(tw).toBe('付款人未滿18歲，須經監護人同意');
    expect(
      validateForm(createOrderSchema({ now: NOW, pinyinOf }), { ...base, ...minor, guardian_consent: true }).valid,
    ).toBe(true);
    expect(ageFromCnId(idBornOn('20080302'), NOW)).toBe(18);
    expect(ageFromCnId(idBornOn('20080303'), NOW)).toBe(17);
  });

  it('HK, Macau and Taiwan IDs are refused with the switch-region advice', () => {
    const [en, zh] = refused({ payer_id_number: '810000199001010012' }, 'payer_id_number');
    expect(en).toMatch(/switch the payment region/);
    expect(zh).toBeTruthy();
  });

  it("beneficiary of the student's own account must be the student", () => {
    const options = { beneficiaryIsStudent: true };
    const [en] = refused({ beneficiary_name: 'WANG FANG' }, 'beneficiary_name', options);
    expect(en).toBe("This is the student's own account: the beneficiary name must be the student's name (XIAOYU SHAN)");
    for (const name of ['XIAOYU SHAN', 'Shan Xiaoyu']) {
      expect(
        validateForm(createOrderSchema({ now: NOW, pinyinOf, ...options }), { ...base, beneficiary_name: name }).valid,
      ).toBe(true);
    }
  });

  it('English name must be the pinyin; pinyin must be the Chinese name (polyphonic surnames allowed)', () => {
    expect(refused({ en_first_name: 'Tom' }, 'en_first_name')[0]).toBe(
      'The English name must match the pinyin of the Chinese name (XIAOYU)',
    );
    expect(refused({ pinyin_last_name: 'WANG', en_last_name: 'WANG' }, 'pinyin_last_name')[0]).toBe(
      'The pinyin does not match the Chinese name (expected SHAN)',
    );
    const dan = { pinyin_last_name: 'DAN', en_last_name: 'Dan' };
    expect(validateForm(createOrderSchema({ now: NOW, pinyinOf }), { ...base, ...dan }).valid).toBe(true);
    expect(compactName('Lü Xiao-yu')).toBe(compactName('LV XIAOYU'));
  });

  it('living expenses: payer information first, then an approved tuition order, then the currency', () => {
    const living = { order_type: 'living', currency: 'GBP' };
    expect(refused({ ...living, payer_id_number: '' }, 'order_type')[0]).toBe(
      'Please enter the Payer Information first',
    );
    const [en, zh, tw] = refused(living, 'order_type', { hasApprovedTuition: false });
    expect(en).toMatch(/^Unfortunately, you do not have any records of tuition payment\./);
    expect(zh).toMatch(/^很抱歉/);
    expect(tw).toMatch(/^很抱歉/);
    expect(refused({ ...living, currency: 'JPY' }, 'currency', { hasApprovedTuition: true })[0]).toMatch(
      /USD, GBP, CAD, AUD,? (and|or) EUR|USD/,
    );
    expect(
      validateForm(createOrderSchema({ now: NOW, pinyinOf, hasApprovedTuition: true }), { ...base, ...living }).valid,
    ).toBe(true);
  });

  it('amount: at least the minimum, at most the bill (or the rent total)', () => {
    expect(refused({ amount: '5.00' }, 'amount', { minAmount: '10' })[0]).toBe('The amount must be at least 10.00');
    expect(refused({ amount: '12000.01' }, 'amount', { billAmount: '12000' })[0]).toBe(
      'The amount must not exceed the bill amount (12,000.00)',
    );
    const rent = {
      order_type: 'rent',
      room_number: '12B',
      contract_start: '2026-01-01',
      contract_end: '2026-12-31',
      rent_total: '9000',
    };
    expect(refused(rent, 'amount')[0]).toMatch(/9,000.00/);
    expect(refused({ ...rent, amount: '9000', contract_end: '2027-01-02' }, 'contract_end')[0]).toBe(
      'The contract period must not exceed one year (365 days)',
    );
    expect(validateForm(createOrderSchema({ now: NOW, pinyinOf }), { ...base, ...rent, amount: '9000' }).valid).toBe(
      true,
    );
  });

  it('purposes: several allowed, too many refused, Other needs its text', () => {
    expect(
      validateForm(createOrderSchema({ now: NOW, pinyinOf }), { ...base, purposes: ['tuition', 'deposit'] }).valid,
    ).toBe(true);
    expect(refused({ purposes: ['a', 'b', 'c', 'd', 'e', 'f'] }, 'purposes')[0]).toBe('Please choose at most 5 items');
    expect(refused({ purposes: ['tuition', 'other'] }, 'purpose_other')).toHaveLength(3);
  });

  it('a passport number is required above 300,000 CNY', () => {
    expect(refused({ amount_cny: '300000.01' }, 'passport_number')[0]).toBe(
      'A passport is required for payments above CNY 300,000.00',
    );
  });
});
