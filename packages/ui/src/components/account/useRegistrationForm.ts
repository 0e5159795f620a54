import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import {
  applyRegistrationRules,
  callingCode,
  createRegistrationSchema,
  enrolmentYearChoices,
  isChinaResident,
  isUnlisted,
  validateField,
  type RegistrationValues,
} from '@edupay/forms';
import { useForm, type Schema } from '@edupay/forms/react';
import { outcome } from '@edupay/forms/contract';
import { useEduPay } from '../../provider/useEduPay';
import { useDomainText } from '../../i18n/useDomainText';
import type { PhoneCode, PhoneValue } from '../../primitives/PhoneField';
import { schoolLabel, type SchoolResult } from '../institution/schoolResult';
import { registrationMessages } from './registrationMessages';
import { buildRegistrationPayload } from './registrationPayload';
import type { RegistrationFormProps } from './RegistrationForm';
import type { RegistrationFormValue } from './registrationTypes';

/** What a text field (TextField, PasswordField) spreads. */
export interface RegistrationTextProps {
  id: string;
  value: string;
  onChange: (next: string) => void;
  onBlur: () => void;
  error?: string;
  required: boolean;
}
/** What a Select or RadioGroup spreads: a text field's props plus its options. */
export interface RegistrationChoiceProps extends RegistrationTextProps {
  options: { value: string; label: string }[];
}
/** What a PhoneField spreads: the area code and number pair. */
export interface RegistrationPhoneProps extends Omit<RegistrationTextProps, 'value' | 'onChange'> {
  value: PhoneValue;
  onChange: (next: PhoneValue) => void;
  codes: readonly PhoneCode[];
}

const str = (x: unknown) => (x === undefined || x === null ? '' : String(x));

/** The default values: the sign-in's phone and code, else the visitor's country and its area code. */
function initialValues(props: RegistrationFormProps, parentRole: string): RegistrationFormValue {
  const { codes, countries, country, telCode, phone, defaultValue, loginMethod, channelCountry } = props;
  const countryKnown = country !== undefined && countries.some((c) => c.value === country);
  // A +91 visitor signing up by e-mail starts on +91 and India, so the form asks for the names
  // used there, not a Chinese ID-card name.
  const code =
    telCode ??
    codes.find((c) => country !== undefined && c.country === country)?.tel_code ??
    codes[0]?.tel_code ??
    '+86';
  return applyRegistrationRules(
    {
      reg_role: '',
      tel_code: code,
      reg_custom_phone: phone ?? '',
      reg_email: '',
      password: '',
      country_code: countryKnown && !channelCountry ? country : '',
      reg_name: '',
      student_name: '',
      first_name: '',
      last_name: '',
      student_first_name: '',
      student_last_name: '',
      reg_college: '',
      reg_college_id: '',
      reg_college_unlisted: false,
      school_country: '',
      reading_stage: '',
      domestic_code: '+86',
      domestic_number: '',
      enrol_year: '',
      enrol_month: '',
      major: '',
      whats_code: code,
      contact: '',
      referral_code: '',
      agreement: false,
      school: null,
      ...defaultValue,
      login_method: loginMethod,
      channel_country: channelCountry ?? '',
    },
    { parentRole },
  ) as RegistrationFormValue;
}

/**
 * The registration supplement's behaviour (spec 000 sections 2-3), on top of @edupay/forms'
 * `useForm` with the registration schema: one prop object per field to spread on the kit's
 * fields, which fields apply, the submit and its outcome. `RegistrationForm` is its markup.
 *
 * - Every rule, "required" marker included, is asked of the schema, so a field is marked
 *   required from the start whenever it applies (enrolment for AU/SG schools, the major...).
 * - Next validates every field at once, then focuses (and scrolls to) the first error.
 * - An answer about one field (331 phone taken, 332 e-mail taken) is shown once, at that field,
 *   in the kit's words; only failures with no field get the notice above the form.
 */
export function useRegistrationForm(props: RegistrationFormProps) {
  const {
    loginMethod,
    roles,
    parentRole = 'parent',
    countries,
    stages,
    codes,
    channelCountry,
    phone,
    email,
    value,
    onChange,
    searchInstitutions,
    onInstitutionNotFound,
    institutionHistoryStorage,
    onSubmit,
    onSuccess,
    thirdPartKey,
    merchantNum,
    now,
  } = props;
  const { locale, intl } = useEduPay();
  const t = useDomainText(registrationMessages);
  const baseId = useId();
  const idOf = (field: string) => `${baseId}${field}`;
  // The year choices are fixed at mount unless `now` changes.
  const [mountedAt] = useState(() => Date.now());
  const moment = now ?? mountedAt;
  const schema = useMemo(() => createRegistrationSchema({ parentRole, now: moment }), [parentRole, moment]);
  const years = useMemo(() => enrolmentYearChoices(moment), [moment]);
  // Initial values are read at mount, like a native input's defaultValue.
  const [initial] = useState(() => initialValues(props, parentRole));
  // The sign-in method and the channel come from props, whatever the stored value says.
  const fixed = { login_method: loginMethod, channel_country: channelCountry ?? '' };
  const transform = (next: RegistrationValues) =>
    applyRegistrationRules({ ...next, ...fixed }, { parentRole }) as RegistrationFormValue;
  const form = useForm<RegistrationFormValue>({
    schema: schema as Schema<RegistrationFormValue>,
    locale,
    transform,
    ...(value !== undefined ? { values: { ...value, ...fixed }, onChange } : { defaultValues: initial, onChange }),
  });
  const values: RegistrationFormValue = { ...form.values, ...fixed };

  const [failure, setFailure] = useState<string | null>(null);
  // An answer about one field, shown at that field until it changes.
  const [fieldAnswer, setFieldAnswer] = useState<{ field: string; text: string; value: unknown } | null>(null);
  const [submitting, setSubmitting] = useState(false);
  // Focus moves after the render that shows the errors, so the scroll position is computed on the
  // final layout. A new object each time, so the same field can be asked again.
  const [focusRequest, setFocusRequest] = useState<{ field: string } | null>(null);
  useEffect(() => {
    if (!focusRequest) return;
    const target = document.getElementById(idOf(focusRequest.field));
    const control = target?.matches('input, select, textarea, button')
      ? target
      : target?.querySelector<HTMLElement>('input:checked, input, select, textarea, button');
    if (!control) return;
    control.scrollIntoView({ block: 'center' });
    control.focus({ preventScroll: true });
    // idOf is stable for the component's life (useId).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focusRequest]);

  const required = (field: string) => {
    const error = validateField(schema, field, { ...values, [field]: '' });
    return error !== null && error.rule !== 'countryForcedByPhone';
  };
  const error = (field: string): string | undefined =>
    form.messages[field] ??
    (fieldAnswer?.field === field && fieldAnswer.value === values[field] ? fieldAnswer.text : undefined);

  const text = (field: string): RegistrationTextProps => ({
    id: idOf(field),
    value: str(values[field]),
    onChange: (next) => form.input(field, next),
    onBlur: () => form.blur(field),
    error: error(field),
    required: required(field),
  });
  const choice = (field: string, options: { value: string; label: string }[]): RegistrationChoiceProps => ({
    ...text(field),
    onChange: (next) => form.setValue(field, next),
    options,
  });
  const phonePair = (
    codeField: string,
    numberField: string,
    fieldCodes: readonly PhoneCode[],
  ): RegistrationPhoneProps => ({
    id: idOf(numberField),
    codes: fieldCodes,
    value: { tel_code: str(values[codeField]), phone: str(values[numberField]) },
    // A new area code is a committed choice: the number is checked against it at once.
    onChange: (next) =>
      form.change(
        { [codeField]: next.tel_code, [numberField]: next.phone },
        { commit: next.tel_code !== values[codeField] },
      ),
    onBlur: () => form.blur(numberField),
    error: error(numberField),
    required: required(numberField),
  });

  const monthOptions = useMemo(
    () =>
      Array.from({ length: 12 }, (_, i) => ({
        value: String(i + 1),
        label: intl.formatDate(new Date(2000, i, 1), { month: 'long' }),
      })),
    [intl],
  );
  const yearOptions = years.map((year) => ({
    value: String(year),
    label: intl.formatDate(new Date(year, 0, 1), { year: 'numeric' }),
  }));

  const china = isChinaResident(values);
  const forcedChina = callingCode(str(values.tel_code)) === '86';

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const firstInvalid = form.validateAll();
    if (firstInvalid) {
      // Schema order is screen order, so the first invalid field is the first error on screen.
      setFocusRequest({ field: firstInvalid });
      return;
    }
    setFailure(null);
    setFieldAnswer(null);
    setSubmitting(true);
    const payload = buildRegistrationPayload(values, {
      loginMethod,
      parentRole,
      phone,
      email,
      channelCountry,
      thirdPartKey,
      merchantNum,
    });
    try {
      const response = await onSubmit(payload);
      const kind = outcome(response);
      if (kind === 'success') {
        onSuccess?.(response.data, payload);
      } else if (kind === 'already_registered') {
        // The other contact than the one signed in with is taken: say so at that field.
        const field = loginMethod === 'phone' ? 'reg_email' : 'reg_custom_phone';
        const tip = loginMethod === 'phone' ? 'registration.registered.emailTip' : 'registration.registered.phoneTip';
        setFieldAnswer({ field, text: t(tip), value: values[field] });
        setFocusRequest({ field });
      } else {
        setFailure(response.message ?? t('registration.failed.title'));
      }
    } catch {
      setFailure(t('registration.failed.network'));
    } finally {
      setSubmitting(false);
    }
  };

  // The last name typed into the school search, for "not in the list" (see schoolUnlisted).
  const typedSchool = useRef('');
  const school = {
    id: idOf('reg_college'),
    required: required('reg_college'),
    requireSelection: true,
    search: searchInstitutions,
    onNotFound: onInstitutionNotFound,
    historyStorage: institutionHistoryStorage,
    value: (values.school as SchoolResult | null | undefined) ?? null,
    onChange: (picked: SchoolResult | null) =>
      form.change(
        picked
          ? {
              school: picked,
              reg_college: schoolLabel(picked, locale),
              reg_college_id: picked.code,
              school_country: picked.cy ?? '',
              is_school: picked.is_school,
            }
          : { school: null, reg_college_id: '', school_country: '', is_school: undefined },
        { commit: Boolean(picked) },
      ),
    inputValue: str(values.reg_college),
    onInputChange: (typed: string) => {
      if (typed.trim()) typedSchool.current = typed;
      form.input('reg_college', typed);
    },
    onBlur: () => form.blur('reg_college'),
    error: error('reg_college'),
  };
  const unlisted = isUnlisted(values);
  /**
   * "My school is not in the list": the search gives way to a plain field that keeps what was typed,
   * and the name goes to staff as a request. Unticking brings the search back, empty of a choice.
   */
  const schoolUnlisted = {
    id: idOf('reg_college_unlisted'),
    checked: unlisted,
    onChange: (next: boolean) =>
      form.change({
        reg_college_unlisted: next,
        // The search clears an unpicked name when it loses focus (to this checkbox): bring it back.
        reg_college: next ? str(values.reg_college) || typedSchool.current : str(values.reg_college),
        school: null,
        reg_college_id: '',
        school_country: '',
        is_school: undefined,
      }),
  };

  return {
    formProps: {
      'data-slot': 'registration-form',
      'data-login-method': loginMethod,
      'data-country': china ? 'china' : 'abroad',
      noValidate: true,
      onSubmit: submit,
    },
    /** A failure that belongs to no field (server error, network), for the notice above the form. */
    failure,
    submitting,
    /** Which parts apply with the current values. */
    shows: {
      country: !channelCountry,
      china,
      parent: values.reg_role === parentRole,
      major: required('major'),
      domestic: required('domestic_number'),
      email: loginMethod === 'phone',
      // A CHN resident's contact is a WeChat id (free text); elsewhere a number with its code.
      contactAsText: values.country_code === 'CHN',
      unlistedSchool: unlisted,
    },
    fields: {
      reg_role: choice(
        'reg_role',
        roles.map((role) => ({ value: role.value, label: role.name })),
      ),
      country_code: {
        ...choice(
          'country_code',
          countries.map((c) => ({ value: c.value, label: c.name })),
        ),
        disabled: forcedChina,
        hint: forcedChina ? t('registration.country.forced') : undefined,
      },
      reg_name: text('reg_name'),
      student_name: text('student_name'),
      first_name: text('first_name'),
      last_name: text('last_name'),
      student_first_name: text('student_first_name'),
      student_last_name: text('student_last_name'),
      school,
      schoolUnlisted,
      // The school typed in full when it is not in the list.
      reg_college: text('reg_college'),
      reading_stage: choice(
        'reading_stage',
        stages.map((stage) => ({ value: String(stage.id), label: stage.name })),
      ),
      enrol_year: choice('enrol_year', yearOptions),
      enrol_month: choice('enrol_month', monthOptions),
      major: text('major'),
      reg_custom_phone: {
        ...phonePair('tel_code', 'reg_custom_phone', codes),
        // Phone sign-up: the number used to log in is shown, not edited.
        disabled: loginMethod === 'phone' && Boolean(phone),
      },
      domestic_number: phonePair('domestic_code', 'domestic_number', [
        { tel_code: '+86', tel_name: t('registration.domestic.code') },
      ]),
      reg_email: text('reg_email'),
      password: text('password'),
      contact: text('contact'),
      contactPhone: phonePair('whats_code', 'contact', codes),
      referral_code: text('referral_code'),
      agreement: {
        id: idOf('agreement'),
        checked: values.agreement === true,
        onChange: (next: boolean) => form.setValue('agreement', next),
        error: error('agreement'),
        required: true,
      },
    },
  };
}
