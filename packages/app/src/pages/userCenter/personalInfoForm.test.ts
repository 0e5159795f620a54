import { describe, expect, it } from 'vitest';
import type { PersonalInfo } from '../../api/user';
import { checkForm, fieldOfServer, formFromInfo, requiredFields, toPayload, yearChoices } from './personalInfoForm';
import { formatCreated, formatEnrolment, monthOptions } from './profileDates';

const NOW = new Date('2026-03-02T02:00:00Z');

const melbourne: PersonalInfo = {
  user_name: '张三',
  reg_role: 'student',
  reg_role_name: 'Student',
  country_code: 'CHN',
  country_name: 'China',
  reg_college: 'University of Melbourne',
  school_country: 'AU',
  reading_stage: '2',
  reading_stage_name: "Master's",
  commencement_time: '2026-09',
  major: '',
  phone: '+86 138****8000',
  email: 'l***a@example.com',
  contact: '',
  whats_code: '',
  referral_code: '',
  created_at: '2026-03-02T02:00:00.000Z',
  cs_info: {},
};
const london: PersonalInfo = { ...melbourne, country_code: 'GBR', school_country: 'GB', contact: '7700900999', whats_code: '+44', commencement_time: '' };

describe('the edit form of the basic info', () => {
  it('starts from the saved info and sends the whole editable set', () => {
    const form = formFromInfo(melbourne, '+86');
    expect(form).toEqual({ contact: '', whats_code: '+86', major: '', enrol_year: '2026', enrol_month: '9' });
    expect(toPayload(melbourne, { ...form, contact: ' wx_lin ', enrol_month: '2' })).toEqual({ contact: 'wx_lin', major: '', commencement_time: '2026-02' });
    // Outside China the contact's area code goes along.
    expect(toPayload(london, formFromInfo(london))).toEqual({ contact: '7700900999', whats_code: '+44', major: '', commencement_time: '' });
  });

  it('judges with the registration rules: enrolment both or neither, required for an Australian school in China', () => {
    const form = formFromInfo(melbourne);
    expect(checkForm(melbourne, form, 'en', NOW)).toEqual({ errors: {}, first: null });
    expect(checkForm(melbourne, { ...form, enrol_month: '' }, 'en', NOW)).toEqual({
      errors: { enrol_month: 'Please fill in both the year and the month of admission' },
      first: 'enrol_month',
    });
    expect(checkForm(melbourne, { ...form, enrol_year: '', enrol_month: '' }, 'zh-CN', NOW).errors).toEqual({ enrol_year: '请选择入学年份和月份', enrol_month: '请选择入学年份和月份' });
    expect(requiredFields(melbourne, NOW)).toEqual({ major: false, enrolment: true });
    expect(requiredFields(london, NOW)).toEqual({ major: false, enrolment: false });
    expect(requiredFields({ ...melbourne, school_country: 'HK' }, NOW)).toEqual({ major: true, enrolment: false });
  });

  it('uses the phone rule for a contact number outside China, none for a WeChat id in China', () => {
    expect(checkForm(london, { ...formFromInfo(london), contact: 'wx_lin' }, 'en', NOW)).toMatchObject({ errors: { contact: 'Please enter digits only' }, first: 'contact' });
    expect(checkForm(melbourne, { ...formFromInfo(melbourne), contact: 'wx_lin' }, 'en', NOW).first).toBeNull();
  });

  it('keeps an old enrolment year selectable and unjudged while it is unchanged', () => {
    const old = { ...melbourne, commencement_time: '2019-09' };
    expect(yearChoices(old, NOW)).toEqual([2028, 2027, 2026, 2025, 2024, 2023, 2022, 2021, 2020, 2019]);
    expect(checkForm(old, formFromInfo(old), 'en', NOW).first).toBeNull();
    expect(checkForm(old, { ...formFromInfo(old), enrol_month: '10' }, 'en', NOW).errors).toEqual({ enrol_year: 'Please choose one of the options' });
  });

  it("maps the server's data.field to the dialog's field", () => {
    expect(fieldOfServer('commencement_time')).toBe('enrol_year');
    expect(fieldOfServer('whats_code')).toBe('contact');
    expect(fieldOfServer('major')).toBe('major');
    expect(fieldOfServer('')).toBeNull();
    expect(fieldOfServer(undefined)).toBeNull();
  });
});

describe('dates of the basic info', () => {
  it('words the enrolment, the months and the registration day in the reader’s language', () => {
    expect(formatEnrolment('2026-09', 'en')).toBe('September 2026');
    expect(formatEnrolment('2026-09', 'zh-CN')).toBe('2026年9月');
    expect(formatEnrolment('', 'en')).toBe('');
    expect(monthOptions('en')[0]).toEqual({ value: '1', label: 'January' });
    expect(monthOptions('zh-TW')[11]).toEqual({ value: '12', label: '12月' });
    // 23:30 UTC is already the next day in Beijing.
    expect(formatCreated('2026-03-01T23:30:00Z', 'en')).toBe('March 2, 2026');
    expect(formatCreated('not a date', 'en')).toBe('');
  });
});
