import { describe, expect, it } from 'vitest';
import { buildRegistrationPayload } from './registrationPayload';

const school = { code: 'UOM', name: 'University of Melbourne', cy: 'AUS', is_school: 1 };

describe('buildRegistrationPayload', () => {
  it('a China phone sign-up sends the real name, the study stage and the login phone; no non-China names', () => {
    const payload = buildRegistrationPayload(
      {
        reg_role: 'student',
        tel_code: '+86',
        reg_custom_phone: '13812345678',
        country_code: 'CHN',
        reg_name: '林小雨',
        first_name: 'ignored',
        reg_college: 'University of Melbourne',
        reg_college_id: 'UOM',
        school,
        reading_stage: '2',
        reg_email: 'lin@example.com',
        enrol_year: '2025',
        enrol_month: '9',
        contact: 'lin_wechat',
        whats_code: '+44',
        password: 'not sent',
      },
      { loginMethod: 'phone', phone: '13812345678' },
    );
    expect(payload).toEqual({
      reg_role: 'student',
      reg_name: '林小雨',
      reg_college: 'University of Melbourne',
      reg_college_id: 'UOM',
      is_school: 1,
      login_name: '13812345678',
      phone: '13812345678',
      email: 'lin@example.com',
      tel_code: '+86',
      country_code: 'CHN',
      reading_stage: '2',
      // A CHN resident's contact is a WeChat id: sent without an area code.
      contact: 'lin_wechat',
      commencement_time: '2025-09',
    });
  });

  it('a parent signing up by e-mail abroad sends first/last names, the student names and the password', () => {
    const payload = buildRegistrationPayload(
      {
        reg_role: 'guardian',
        tel_code: '+91',
        reg_custom_phone: '9876543210',
        country_code: 'IND',
        first_name: 'Priya',
        last_name: 'Sharma',
        student_first_name: 'Anika',
        student_last_name: '',
        reg_name: 'ignored abroad',
        reg_college: 'Oxford',
        reg_college_id: 7,
        password: 'Secret#2025',
        contact: '9876500000',
        whats_code: '+91',
        enrol_year: '2026',
        enrol_month: '',
      },
      {
        loginMethod: 'email',
        email: 'priya@example.com',
        parentRole: 'guardian',
        thirdPartKey: 'k1',
        merchantNum: 'm2',
      },
    );
    expect(payload).toEqual({
      reg_role: 'guardian',
      first_name: 'Priya',
      last_name: 'Sharma',
      student_first_name: 'Anika',
      student_last_name: '',
      reg_college: 'Oxford',
      reg_college_id: 7,
      login_name: 'priya@example.com',
      email: 'priya@example.com',
      password: 'Secret#2025',
      phone: '9876543210',
      tel_code: '+91',
      country_code: 'IND',
      contact: '9876500000',
      whats_code: '+91',
      third_part_key: 'k1',
      merchant_num: 'm2',
    });
    // A year without a month is not a commencement time.
    expect(payload).not.toHaveProperty('commencement_time');
  });

  it('a channel site sends channel_country instead of the country, and the domestic number when given', () => {
    const payload = buildRegistrationPayload(
      {
        reg_role: 'student',
        tel_code: '+44',
        reg_custom_phone: '',
        country_code: 'CHN',
        reg_name: '王芳',
        reg_college: 'HKU',
        reg_college_id: 'HKU',
        domestic_code: '+86',
        domestic_number: '13900001111',
        major: 'Finance',
        referral_code: 'EDU1',
      },
      { loginMethod: 'phone', phone: '7700900123', channelCountry: 'CHN' },
    );
    expect(payload.channel_country).toBe('CHN');
    expect(payload).not.toHaveProperty('country_code');
    expect(payload).toMatchObject({
      domestic_code: '+86',
      domestic_number: '13900001111',
      major: 'Finance',
      referral_code: 'EDU1',
    });
    expect(payload.login_name).toBe('7700900123');
    expect(payload).not.toHaveProperty('student_name');
    expect(payload).not.toHaveProperty('password');
  });
});
