import { describe, expect, it } from 'vitest';
import {
  applyRegistrationRules,
  createOrderSchema,
  createRegistrationSchema,
  enrolmentYearChoices,
  institutionRequestSchema,
  loginSchemas,
  rentContractSchema,
  routingFieldsFor,
  validateForm,
  type RegistrationValues,
} from './index';

const NOW = Date.UTC(2026, 0, 1, 4);
const ID = '11010519491231002X';

describe('login steps', () => {
  it('+86 uses the mainland pattern, other area codes 5 to 12 digits', () => {
    const ok86 = validateForm(loginSchemas.sms, { tel_code: '+86', phone: '13800138000', code: '123456' });
    expect(ok86.valid).toBe(true);
    const bad86 = validateForm(loginSchemas.sms, { tel_code: '+86', phone: '12345', code: '1' });
    expect(bad86.errors['phone']?.messageId).toBe('phone');
    expect(validateForm(loginSchemas.sms, { tel_code: '+44', phone: '12345', code: '1' }).valid).toBe(true);
    expect(
      validateForm(loginSchemas.sms, { tel_code: '+44', phone: '1234', code: '1' }).errors['phone']?.messageId,
    ).toBe('phoneLength');
    expect(validateForm(loginSchemas.sms, { tel_code: '+44', phone: '1234567890123', code: '1' }).valid).toBe(false);
  });

  it('requires the SMS code and names the field', () => {
    const r = validateForm(loginSchemas.sms, { tel_code: '86', phone: '13800138000', code: ' ' }, 'en');
    expect(r.messages['code']).toBe('Please enter the SMS code');
    expect(r.firstInvalid).toBe('code');
  });

  it('returns the normalised phone (full-width digits folded)', () => {
    const r = validateForm(loginSchemas.sms, { tel_code: '86', phone: ' １３８００１３８０００ ', code: '１２３４' });
    expect(r.valid).toBe(true);
    expect(r.values['phone']).toBe('13800138000');
    expect(r.values['code']).toBe('1234');
  });

  it('account login takes a phone or an e-mail', () => {
    expect(validateForm(loginSchemas.password, { account: 'li@qq.com', password: 'x' }).valid).toBe(true);
    expect(validateForm(loginSchemas.password, { account: '13800138000', password: 'x' }).valid).toBe(true);
    expect(validateForm(loginSchemas.password, { account: 'li@qq', password: 'x' }).errors['account']?.messageId).toBe(
      'email',
    );
    expect(validateForm(loginSchemas.password, { account: '', password: '' }).firstInvalid).toBe('account');
  });

  it('password 6 to 20 and a matching confirmation', () => {
    expect(validateForm(loginSchemas.reset, { password: 'abc123', password_confirmation: 'abc123' }).valid).toBe(true);
    expect(
      validateForm(loginSchemas.reset, { password: 'abc12', password_confirmation: 'abc12' }).errors['password']
        ?.messageId,
    ).toBe('passwordLength');
    expect(validateForm(loginSchemas.reset, { password: 'a'.repeat(21), password_confirmation: '' }).valid).toBe(false);
    expect(
      validateForm(loginSchemas.change, { old_password: 'x', password: 'abc123', password_confirmation: 'abc124' })
        .errors['password_confirmation']?.messageId,
    ).toBe('confirmed');
  });

  it('image captcha: exactly 4 digits, else the verification-error message', () => {
    const schema = loginSchemas.forgotEmail;
    expect(validateForm(schema, { email: 'a@b.com', captcha: '1234' }).valid).toBe(true);
    for (const captcha of ['123', '12345', '12a4']) {
      const r = validateForm(schema, { email: 'a@b.com', captcha }, 'zh-CN');
      expect(r.messages['captcha']).toBe('验证码错误');
    }
  });
});

describe('registration supplement', () => {
  const schema = createRegistrationSchema({ now: NOW });
  const china: RegistrationValues = {
    login_method: 'phone',
    reg_role: 'student',
    tel_code: '86',
    reg_custom_phone: '13800138000',
    reg_email: 'li@qq.com',
    country_code: 'CHN',
    reg_name: '李雷',
    reg_college: 'University of Sydney',
    reg_college_id: 42,
    school_country: 'GBR',
    reading_stage: 1,
    agreement: true,
  };
  const abroad: RegistrationValues = {
    login_method: 'email',
    reg_role: 'student',
    tel_code: '1',
    reg_custom_phone: '4155550123',
    country_code: 'USA',
    first_name: 'José',
    last_name: "O'Brien",
    reg_college: 'NYU',
    reg_college_id: 7,
    password: 'abc123!',
    contact: '4155550123',
    whats_code: '1',
    agreement: true,
  };

  it('accepts complete China and non-China forms', () => {
    expect(validateForm(schema, china).errors).toEqual({});
    expect(validateForm(schema, abroad).errors).toEqual({});
  });

  it('+86 forces the country to CHN', () => {
    const r = validateForm(schema, { ...china, country_code: 'USA' });
    expect(r.errors['country_code']?.messageId).toBe('countryMustBeChina');
    expect(applyRegistrationRules({ ...china, country_code: 'USA' }).country_code).toBe('CHN');
  });

  it('country is required unless a channel country is set', () => {
    const noCountry = { ...abroad, country_code: '' };
    expect(validateForm(schema, noCountry).errors['country_code']?.rule).toBe('selectRequired');
    expect(validateForm(schema, { ...noCountry, channel_country: 'USA' }).errors['country_code']).toBeUndefined();
  });

  it('China: real name required, Chinese pattern, 2 to 20', () => {
    expect(validateForm(schema, { ...china, reg_name: '' }).errors['reg_name']?.rule).toBe('required');
    expect(validateForm(schema, { ...china, reg_name: 'Li Lei' }).errors['reg_name']?.rule).toBe('matchChinaName');
    expect(validateForm(schema, { ...china, reg_name: '李' }).errors['reg_name']?.rule).toBe('min');
    expect(validateForm(schema, { ...china, reg_name: '李'.repeat(21) }).errors['reg_name']?.rule).toBe('max');
    expect(validateForm(schema, { ...china, reg_name: '李'.repeat(20) }).errors['reg_name']).toBeUndefined();
  });

  it('non-China: first name required without digits, last name optional with the same pattern', () => {
    expect(validateForm(schema, { ...abroad, first_name: '' }).errors['first_name']?.rule).toBe('required');
    expect(validateForm(schema, { ...abroad, first_name: 'J0se' }).errors['first_name']?.rule).toBe('nameNoDigits');
    expect(validateForm(schema, { ...abroad, last_name: '' }).errors['last_name']).toBeUndefined();
    expect(validateForm(schema, { ...abroad, last_name: 'Sm1th' }).errors['last_name']?.rule).toBe('nameNoDigits');
  });

  it('parent role requires the student name with the right pattern; other roles clear it', () => {
    const parentCn = { ...china, reg_role: 'parent' };
    expect(validateForm(schema, parentCn).errors['student_name']?.rule).toBe('required');
    expect(validateForm(schema, { ...parentCn, student_name: 'Li Xiaolei' }).errors['student_name']?.rule).toBe(
      'matchChinaName',
    );
    expect(validateForm(schema, { ...parentCn, student_name: '李小雷' }).valid).toBe(true);
    const parentAbroad = { ...abroad, reg_role: 'parent' };
    expect(validateForm(schema, parentAbroad).errors['student_first_name']?.rule).toBe('required');
    expect(
      validateForm(schema, { ...parentAbroad, student_first_name: 'Ana3' }).errors['student_first_name']?.rule,
    ).toBe('matchZhOrEnOrS');
    expect(validateForm(schema, { ...parentAbroad, student_first_name: 'Ana Maria' }).valid).toBe(true);
    const cleared = applyRegistrationRules({ ...china, reg_role: 'student', student_name: '李小雷' });
    expect(cleared.student_name).toBe('');
    expect(createRegistrationSchema({ parentRole: '2', now: NOW })).toBeDefined();
    const customParent = createRegistrationSchema({ parentRole: '2', now: NOW });
    expect(validateForm(customParent, { ...china, reg_role: '2' }).errors['student_name']?.rule).toBe('required');
  });

  it('school must come from the search list; study stage required for China only', () => {
    expect(validateForm(schema, { ...china, reg_college: '' }).errors['reg_college']?.rule).toBe('required');
    expect(validateForm(schema, { ...china, reg_college_id: '' }).errors['reg_college']?.messageId).toBe(
      'schoolFromList',
    );
    expect(validateForm(schema, { ...china, reading_stage: '' }).errors['reading_stage']?.rule).toBe('selectRequired');
    expect(validateForm(schema, { ...abroad, reading_stage: '' }).errors['reading_stage']).toBeUndefined();
  });

  it('an unlisted school is typed in full (2 to 100 characters) and needs no search result', () => {
    const unlisted = { ...china, reg_college_id: '', reg_college_unlisted: true };
    expect(validateForm(schema, { ...unlisted, reg_college: 'Ashgrove College of Music' }).valid).toBe(true);
    // The wire carries the checkbox as 1 or '1'.
    expect(validateForm(schema, { ...unlisted, reg_college_unlisted: 1, reg_college: '某某学院' }).valid).toBe(true);
    expect(
      validateForm(schema, { ...unlisted, reg_college_unlisted: '1', reg_college: 'X' }).errors['reg_college']?.rule,
    ).toBe('min');
    expect(validateForm(schema, { ...unlisted, reg_college: '' }).errors['reg_college']?.rule).toBe('required');
    expect(validateForm(schema, { ...unlisted, reg_college: 'a'.repeat(101) }).errors['reg_college']?.rule).toBe('max');
    // Unticked again, the typed name is no longer enough.
    expect(
      validateForm(schema, { ...unlisted, reg_college_unlisted: false, reg_college: 'Ashgrove College' }).errors[
        'reg_college'
      ]?.messageId,
    ).toBe('schoolFromList');
  });

  it('the institution request: name, country, contact and e-mail required; messages in three languages', () => {
    const request = {
      institution_name: 'Ashgrove College of Music',
      institution_country: 'AUS',
      contact_name: 'Mei Han',
      email: 'han.mei@example.com',
    };
    expect(validateForm(institutionRequestSchema, request).valid).toBe(true);
    const empty = validateForm(institutionRequestSchema, {}, 'zh-CN');
    expect(Object.keys(empty.errors)).toEqual(['institution_name', 'institution_country', 'contact_name', 'email']);
    expect(empty.messages['institution_country']).toBe('请选择院校所在国家或地区');
    expect(
      validateForm(institutionRequestSchema, { ...request, website: 'www.example .edu' }, 'en').messages['website'],
    ).toBe('Spaces are not allowed');
    expect(
      validateForm(institutionRequestSchema, { ...request, note: 'n'.repeat(501) }, 'zh-TW').errors['note']?.rule,
    ).toBe('max');
  });

  it('domestic number: China with a foreign area code, phone sign-up, mainland pattern', () => {
    const foreignCode = { ...china, tel_code: '44', reg_custom_phone: '7700900123' };
    expect(validateForm(schema, foreignCode).errors['domestic_number']?.rule).toBe('required');
    expect(
      validateForm(schema, { ...foreignCode, domestic_number: '12345678901' }).errors['domestic_number']?.rule,
    ).toBe('phone');
    expect(
      validateForm(schema, { ...foreignCode, domestic_number: '13800138000' }).errors['domestic_number'],
    ).toBeUndefined();
    expect(
      validateForm(schema, { ...foreignCode, login_method: 'email', password: 'abc123' }).errors['domestic_number'],
    ).toBeUndefined();
  });

  it('enrolment year and month: both or neither; required for AU/SG schools with China residence', () => {
    expect(validateForm(schema, { ...china, enrol_year: 2026 }).errors['enrol_month']?.messageId).toBe('admissionBoth');
    expect(validateForm(schema, { ...china, enrol_month: 9 }).errors['enrol_year']?.messageId).toBe('admissionBoth');
    expect(validateForm(schema, { ...china, enrol_year: 2026, enrol_month: 9 }).valid).toBe(true);
    const au = { ...china, school_country: 'AUS' };
    expect(validateForm(schema, au).errors['enrol_year']?.messageId).toBe('admissionRequired');
    expect(validateForm(schema, { ...china, school_country: 'SG' }).errors['enrol_month']?.messageId).toBe(
      'admissionRequired',
    );
    expect(validateForm(schema, { ...abroad, school_country: 'AUS' }).errors['enrol_year']).toBeUndefined();
    expect(validateForm(schema, { ...china, enrol_year: 2029, enrol_month: 9 }).errors['enrol_year']?.messageId).toBe(
      'oneOf',
    );
  });

  it('year choices run from two years ahead to six years back', () => {
    expect(enrolmentYearChoices(new Date(2026, 5, 1))).toEqual([2028, 2027, 2026, 2025, 2024, 2023, 2022, 2021, 2020]);
  });

  it('major for Hong Kong or Singapore schools when the country is China', () => {
    expect(validateForm(schema, { ...china, school_country: 'HKG' }).errors['major']?.rule).toBe('required');
    expect(
      validateForm(schema, { ...china, school_country: 'SGP', enrol_year: 2026, enrol_month: 2, major: 'CS' }).valid,
    ).toBe(true);
    expect(validateForm(schema, { ...abroad, school_country: 'HKG' }).errors['major']).toBeUndefined();
  });

  it('contact uses the phone rule unless the country is CHN; referral code is free', () => {
    expect(validateForm(schema, { ...abroad, contact: '12' }).errors['contact']?.messageId).toBe('phoneLength');
    expect(validateForm(schema, { ...china, contact: 'wxid_abc' }).errors['contact']).toBeUndefined();
    expect(validateForm(schema, { ...china, referral_code: '任意 free text!' }).valid).toBe(true);
  });

  it('e-mail required for phone sign-up, phone required for e-mail sign-up', () => {
    expect(validateForm(schema, { ...china, reg_email: '' }).errors['reg_email']?.rule).toBe('required');
    expect(validateForm(schema, { ...abroad, reg_custom_phone: '' }).errors['reg_custom_phone']?.rule).toBe('required');
  });

  it('agreement required; failed form reports the first error in form order', () => {
    const r = validateForm(schema, { ...china, agreement: false, reg_name: '' }, 'zh-TW');
    expect(r.errors['agreement']?.messageId).toBe('accepted');
    expect(r.firstInvalid).toBe('reg_name');
    expect(r.messages['agreement']).toBe('請閱讀並同意服務條款與隱私權政策');
    expect(r.messages['reg_name']).toBe('請輸入真實姓名');
  });
});

describe('order form', () => {
  const schema = createOrderSchema({ now: NOW });
  const base = {
    institution_name: 'University of Manchester',
    remittance_country: 'CHN',
    collection_country: 'GBR',
    beneficiary_name: 'UNIVERSITY OF MANCHESTER',
    account_number: '12345678',
    sort_code: '20-00-00',
    amount: '12,000.00',
    purposes: ['tuition'],
    en_first_name: 'LEI',
    en_last_name: 'LI',
    id_type: 'cn_id',
    student_cn_name: '李雷',
    pinyin_last_name: 'LI',
    pinyin_first_name: 'LEI',
    student_id_number: ID,
    student_number: '10234567',
    reading_stage: 'master',
    admission_year: 2025,
    admission_month: 9,
    date_of_birth: '2003-05-01',
    relationship: 'parent',
    payer_cn_name: '李华',
    payer_id_number: ID,
    payer_tel_code: '86',
    payer_mobile: '13800138000',
    payer_email: 'li@qq.com',
    order_agreement: true,
  };

  it('accepts a complete order', () => {
    expect(validateForm(schema, base).errors).toEqual({});
  });

  it('chooses routing fields by collection country', () => {
    expect(routingFieldsFor('USA')).toEqual({
      aba_routing: 'required',
      ach_number: 'optional',
      swift_code: 'optional',
    });
    expect(routingFieldsFor('AUS')).toEqual({ bsb: 'required', swift_code: 'required' });
    expect(routingFieldsFor('CAN')).toEqual({ bank_id: 'required', branch_number: 'required', swift_code: 'required' });
    expect(routingFieldsFor('DEU')).toEqual({ iban: 'required', swift_code: 'required' });
    expect(routingFieldsFor('JPN')).toEqual({ swift_code: 'required' });
    const us = validateForm(schema, { ...base, collection_country: 'USA', aba_routing: '021000022' });
    expect(us.errors['aba_routing']?.messageId).toBe('abaRouting');
    expect(us.errors['sort_code']).toBeUndefined();
    const de = validateForm(schema, {
      ...base,
      collection_country: 'DEU',
      iban: 'GB82WEST12345698765432',
      swift_code: 'DEUTDEFF',
      account_number: '',
    });
    expect(de.errors['iban']?.messageId).toBe('ibanCountryMismatch');
    expect(de.errors['account_number']).toBeUndefined();
    const au = validateForm(schema, { ...base, collection_country: 'AUS', bsb: '062-000', swift_code: 'CTBAAU2S' });
    expect(au.valid).toBe(true);
    expect(au.values['bsb']).toBe('062000');
  });

  it('amount: money format, positive, not above the bill', () => {
    expect(validateForm(schema, { ...base, amount: '1.234' }).errors['amount']?.messageId).toBe('money');
    expect(validateForm(schema, { ...base, amount: '0' }).errors['amount']?.messageId).toBe('moneyMin');
    const overBill = validateForm(
      schema,
      { ...base, amount: '12,000.01', bill_amount: '12000', currency_code: 'GBP' },
      'en',
    );
    expect(overBill.messages['amount']).toBe('The amount must not exceed the bill amount (GBP 12,000.00)');
  });

  it('purposes: required, limited, other needs text', () => {
    expect(validateForm(schema, { ...base, purposes: [] }).errors['purposes']?.rule).toBe('selectRequired');
    expect(
      validateForm(schema, { ...base, purposes: ['a', 'b', 'c', 'd', 'e', 'f'] }).errors['purposes']?.messageId,
    ).toBe('tooManyItems');
    expect(validateForm(schema, { ...base, purposes: ['other'] }).errors['purpose_other']?.rule).toBe('required');
  });

  it('student ID by type: resident ID checked strictly, passport by pattern', () => {
    expect(
      validateForm(schema, { ...base, student_id_number: '110105194912310021' }).errors['student_id_number']?.messageId,
    ).toBe('idCardChecksum');
    const passport = { ...base, id_type: 'passport', student_id_number: 'E12345678' };
    expect(validateForm(schema, passport).valid).toBe(true);
  });

  it('admission year and month must both be filled', () => {
    expect(validateForm(schema, { ...base, admission_month: '' }).errors['admission_month']?.messageId).toBe(
      'admissionBoth',
    );
    expect(
      validateForm(schema, { ...base, admission_month: '', admission_year: '' }).errors['admission_year']?.messageId,
    ).toBe('admissionRequired');
  });

  it('passport required above 300,000 CNY', () => {
    expect(validateForm(schema, { ...base, amount_cny: '300000' }).errors['passport_files']).toBeUndefined();
    expect(validateForm(schema, { ...base, amount_cny: '300000.01' }).errors['passport_files']?.messageId).toBe(
      'passportRequired',
    );
    expect(
      validateForm(schema, {
        ...base,
        amount_cny: '300000.01',
        passport_number: 'E12345678',
        passport_files: [{ name: 'p.pdf', size: 1000 }],
      }).valid,
    ).toBe(true);
  });

  it('living expenses: currencies limited to USD GBP CAD AUD EUR', () => {
    expect(validateForm(schema, { ...base, order_type: 'living', currency: 'JPY' }).errors['currency']?.messageId).toBe(
      'currencyNotSupported',
    );
    expect(validateForm(schema, { ...base, order_type: 'living', currency: 'GBP' }).valid).toBe(true);
  });

  it('India extras when paying from India', () => {
    const india = { ...base, remittance_country: 'IND', payer_cn_name: '', payer_id_number: '' };
    const r = validateForm(schema, india);
    for (const f of [
      'aadhaar',
      'payer_address',
      'city',
      'state',
      'postal_code',
      'pan',
      'tcs_amount',
      'source_of_funds',
      'bank_account_number',
      'ifsc_code',
    ]) {
      expect(r.errors[f], f).toBeDefined();
    }
    expect(r.errors['payer_cn_name']).toBeUndefined();
    const filled = {
      ...india,
      aadhaar: '2341 2341 2346',
      payer_address: '12 MG Road',
      city: 'Bengaluru',
      state: 'KA',
      postal_code: '560 001',
      pan: 'aaapz1234c',
      tcs_amount: '0',
      source_of_funds: 'savings',
      bank_account_number: '50100012345678',
      ifsc_code: 'HDFC0000001',
      payer_tel_code: '91',
      payer_mobile: '9876543210',
    };
    const ok = validateForm(schema, filled);
    expect(ok.errors).toEqual({});
    expect(ok.values['pan']).toBe('AAAPZ1234C');
    expect(ok.values['aadhaar']).toBe('234123412346');
    expect(validateForm(schema, { ...filled, tcs_amount: '700000.01' }).errors['tcs_amount']?.messageId).toBe(
      'moneyMax',
    );
  });

  it('special-school fields only for schools that ask for them', () => {
    expect(validateForm(schema, { ...base, crn: ' 123' }).errors['crn']).toBeUndefined();
    const special = createOrderSchema({
      now: NOW,
      specialFields: { crn: 'required', invoice_number: 'optional', india_ifsc: 'required' },
      studentIdRule: 'match100num9',
    });
    const r = validateForm(special, { ...base, crn: ' 123', student_number: '10234567' });
    expect(r.errors['crn']?.rule).toBe('crnTest');
    expect(r.errors['india_ifsc']?.rule).toBe('required');
    expect(r.errors['invoice_number']).toBeUndefined();
    expect(r.errors['student_number']?.rule).toBe('match100num9');
  });
});

describe('rent contract', () => {
  const ok = {
    rent_address: 'Flat 2, 10 High Street, London',
    room_number: '2B',
    contract_start: '2025-09-01',
    contract_end: '2026-06-30',
    payment_cycle: 'monthly',
    rent_total: '9,600.00',
  };
  it('accepts a valid contract', () => {
    expect(validateForm(rentContractSchema, ok).errors).toEqual({});
  });
  it('refuses PO boxes, reversed or over-long periods, unknown cycles', () => {
    expect(
      validateForm(rentContractSchema, { ...ok, rent_address: 'PO Box 12' }).errors['rent_address']?.messageId,
    ).toBe('poBox');
    expect(
      validateForm(rentContractSchema, { ...ok, contract_end: '2025-08-31' }).errors['contract_end']?.messageId,
    ).toBe('rentStartAfterEnd');
    expect(
      validateForm(rentContractSchema, { ...ok, contract_end: '2026-09-02' }).errors['contract_end']?.messageId,
    ).toBe('rentSpanTooLong');
    expect(validateForm(rentContractSchema, { ...ok, payment_cycle: 'weekly' }).errors['payment_cycle']?.rule).toBe(
      'oneOf',
    );
  });
});
