import type { OrderInfo, OrderPayload, RegistrationFormValue } from '@edupay/ui';

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * What the registration supplement can take from an order form the payer filled in before logging in:
 * the payer's name and e-mail, the student's names, and the school (a listed payee's institution; an
 * entered payee is no school). So registering never asks again for what was just typed.
 */
export function registrationPrefill(order: OrderPayload, info: OrderInfo, locale: string): Partial<RegistrationFormValue> {
  const values = order as Record<string, unknown>;
  const prefill: Partial<RegistrationFormValue> = {};
  const set = (key: string, value: string) => {
    if (value) (prefill as Record<string, unknown>)[key] = value;
  };
  set('reg_name', text(values['payer_cn_name']) || [text(values['payer_first_name']), text(values['payer_last_name'])].filter(Boolean).join(' '));
  set('reg_email', text(values['payer_email']));
  set('student_name', text(values['student_cn_name']));
  set('student_first_name', text(values['en_first_name']));
  set('student_last_name', text(values['en_last_name']));
  const school = info.institution;
  if (!info.entered && school?.code && school.en) {
    const name = locale === 'en' ? school.en : school.zh || school.en;
    Object.assign(prefill, { school: { code: school.code, en: school.en, zh: school.zh, cy: school.cy }, reg_college: name, reg_college_id: school.code, school_country: school.cy });
  }
  return prefill;
}
