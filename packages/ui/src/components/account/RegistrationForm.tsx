import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type ComponentProps, type FormEvent, type ReactNode } from 'react';
import {
  applyRegistrationRules,
  callingCode,
  createRegistrationSchema,
  enrolmentYearChoices,
  formatError,
  isChinaResident,
  validateField,
  validateForm,
  type RegistrationValues,
  type ValidationError,
} from '@edupay/forms';
import { cn } from '../../lib/cn';
import { useControllableState } from '../../lib/useControllableState';
import { useEduPay } from '../../provider/useEduPay';
import { useDomainText } from '../../i18n/useDomainText';
import { registrationMessages } from './registrationMessages';
import { Alert } from '../../primitives/Alert';
import { Button } from '../../primitives/Button';
import { Checkbox } from '../../primitives/Checkbox';
import { PasswordField } from '../../primitives/PasswordField';
import { PhoneField, type PhoneCode } from '../../primitives/PhoneField';
import { RadioGroup } from '../../primitives/RadioGroup';
import { Select } from '../../primitives/Select';
import { TextField } from '../../primitives/TextField';
import { InstitutionSearch } from '../institution/InstitutionSearch';
import type { HistoryStorage } from '../institution/searchHistory';
import { schoolLabel, type SchoolResult } from '../institution/schoolResult';

/** The API's result envelope (spec 000 section 8). */
export interface RegistrationApiResult<D = RegistrationResponse> {
  status_code: number;
  message?: string;
  data?: D;
}

/** What registration answers with: the assigned account manager (spec 000 section 3). */
export interface RegistrationResponse {
  wechat_number?: string;
  tell?: string;
  /** The manager's QR code: a data URL or an image URL. */
  qr_code?: string;
  /** 1 when `wechat_number` is a WeChat id. */
  is_wechat?: number | string;
}

/** A register role as the API lists it; one of them is the parent role. */
export interface RegisterRole {
  value: string;
  name: string;
}
/** A country as the API lists it (`value` is the alpha-3 code, e.g. CHN). */
export interface RegistrationCountry {
  value: string;
  name: string;
}
/** A study stage as the API lists it. */
export interface StudyStage {
  id: string | number;
  name: string;
}

/** The registration payload of spec 000 section 3, as sent to the API. Absent fields do not apply. */
export interface RegistrationPayload {
  reg_role: string;
  reg_name?: string;
  student_name?: string;
  first_name?: string;
  last_name?: string;
  student_first_name?: string;
  student_last_name?: string;
  reg_college: string;
  reg_college_id: string | number;
  is_school?: number | boolean | string;
  login_name: string;
  password?: string;
  phone: string;
  email: string;
  tel_code: string;
  referral_code?: string;
  contact?: string;
  whats_code?: string;
  country_code?: string;
  channel_country?: string;
  domestic_code?: string;
  domestic_number?: string;
  reading_stage?: string | number;
  major?: string;
  /** 'YYYY-MM', when a year and month were chosen. */
  commencement_time?: string;
  third_part_key?: string;
  merchant_num?: string;
}

/** The form's values: the schema's fields (spec names) plus the chosen school. */
export type RegistrationFormValue = RegistrationValues & { school?: SchoolResult | null };

/** Status of "already registered" answers (spec 000 section 8). */
export const REGISTERED_STATUSES: readonly number[] = [331, 332];

export interface RegistrationFormProps extends Omit<ComponentProps<'form'>, 'onSubmit' | 'onChange' | 'defaultValue'> {
  /** How the user signed in: by phone (SMS) the e-mail is asked; by e-mail a password and mobile are asked. */
  loginMethod: 'phone' | 'email';
  /** Register roles from the config (`register_role`). */
  roles: readonly RegisterRole[];
  /** The `value` of the parent role; default 'parent'. */
  parentRole?: string;
  /** Countries from the config (`country`). */
  countries: readonly RegistrationCountry[];
  /** Study stages from the config (`reading_stage`). */
  stages: readonly StudyStage[];
  /** Area codes from the config (`tel_code_list`). */
  codes: readonly PhoneCode[];
  /** The site's channel country: when set the country is not asked and is sent as `channel_country`. */
  channelCountry?: string;
  /** Phone sign-up: the number and area code used to log in (shown, not editable). Read at mount. */
  phone?: string;
  telCode?: string;
  /** E-mail sign-up: the address used to sign up (sent as `login_name` and `email`). */
  email?: string;
  /** Controlled values; pair with `onChange`. */
  value?: RegistrationFormValue;
  /** Uncontrolled initial values (merged over the defaults built from the props above). */
  defaultValue?: RegistrationFormValue;
  onChange?: (value: RegistrationFormValue) => void;
  /** The school search, passed to InstitutionSearch. Awaited. */
  searchInstitutions: (query: string) => Promise<SchoolResult[]>;
  /** "School not found" (the app opens /not_institution). */
  onInstitutionNotFound?: (query: string) => void;
  /** Storage of the school search history; default localStorage. Read at mount. */
  institutionHistoryStorage?: HistoryStorage | null;
  termsHref: string;
  privacyHref: string;
  /** Sends the payload; awaited. 200 calls `onSuccess`; 331/332 show the registered notice; other >= 400 the message. */
  onSubmit: (payload: RegistrationPayload) => Promise<RegistrationApiResult>;
  /** Registration succeeded: open the AssignManagerDialog with `data`. */
  onSuccess?: (data: RegistrationResponse | undefined, payload: RegistrationPayload) => void;
  onCancel?: () => void;
  /** Optional values the app reads from local storage and sends along. */
  thirdPartKey?: string;
  merchantNum?: string;
  /** The moment the enrolment year choices are computed from (default: now). */
  now?: Date | number;
}

type Notice = { kind: 'registered'; message: string } | { kind: 'error'; message: string } | null;

/** Does `field` need a value with these values? Asked of the schema itself: the kit holds no rule. */
function requiredBySchema(schema: ReturnType<typeof createRegistrationSchema>, field: string, values: RegistrationValues): boolean {
  const error = validateField(schema, field, { ...values, [field]: '' });
  return error !== null && error.rule !== 'countryForcedByPhone';
}

/**
 * The registration supplement (spec 000 section 2). Every rule is @edupay/forms' registration
 * schema; the value changes the spec ties to the rules (+86 forces CHN, roles other than parent
 * clear the student name, hidden fields are cleared) are its `applyRegistrationRules`. Validation is
 * eager (a field is checked when left or chosen, then on every change once it has shown an error).
 * Next validates everything, scrolls to and focuses the first error, then awaits `onSubmit`.
 */
export function RegistrationForm({
  loginMethod,
  roles,
  parentRole = 'parent',
  countries,
  stages,
  codes,
  channelCountry,
  phone,
  telCode,
  email,
  value,
  defaultValue,
  onChange,
  searchInstitutions,
  onInstitutionNotFound,
  institutionHistoryStorage,
  termsHref,
  privacyHref,
  onSubmit,
  onSuccess,
  onCancel,
  thirdPartKey,
  merchantNum,
  now,
  className,
  ...props
}: RegistrationFormProps) {
  const { locale, intl } = useEduPay();
  const t = useDomainText(registrationMessages);
  const baseId = useId();
  const idOf = (field: string) => `${baseId}${field}`;
  const rulesOptions = useMemo(() => ({ parentRole }), [parentRole]);
  // The year choices are fixed at mount unless `now` changes.
  const [mountedAt] = useState(() => Date.now());
  const moment = now ?? mountedAt;
  const schema = useMemo(() => createRegistrationSchema({ parentRole, now: moment }), [parentRole, moment]);
  const years = useMemo(() => enrolmentYearChoices(moment), [moment]);

  const initial = useMemo<RegistrationFormValue>(() => {
    const firstCode = codes[0]?.tel_code ?? '+86';
    return applyRegistrationRules(
      {
        reg_role: '',
        tel_code: telCode ?? firstCode,
        reg_custom_phone: phone ?? '',
        reg_email: '',
        password: '',
        country_code: '',
        reg_name: '',
        student_name: '',
        first_name: '',
        last_name: '',
        student_first_name: '',
        student_last_name: '',
        reg_college: '',
        reg_college_id: '',
        school_country: '',
        reading_stage: '',
        domestic_code: '+86',
        domestic_number: '',
        enrol_year: '',
        enrol_month: '',
        major: '',
        whats_code: telCode ?? firstCode,
        contact: '',
        referral_code: '',
        agreement: false,
        school: null,
        ...defaultValue,
        login_method: loginMethod,
        channel_country: channelCountry ?? '',
      },
      rulesOptions,
    );
    // Initial values are read at mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const [stored, setStored] = useControllableState<RegistrationFormValue>(value, initial, onChange);
  // The sign-in method and the channel come from props, whatever the stored value says.
  const values: RegistrationFormValue = { ...stored, login_method: loginMethod, channel_country: channelCountry ?? '' };

  // The values as last changed, so a blur right after a change validates what was typed (before re-render).
  const latest = useRef(values);
  useLayoutEffect(() => {
    latest.current = values;
  });

  const [errors, setErrors] = useState<Record<string, ValidationError>>({});
  // Fields that have shown an error: from then on they are re-checked on every change.
  const eager = useRef(new Set<string>());
  const [notice, setNotice] = useState<Notice>(null);
  const [submitting, setSubmitting] = useState(false);
  // Focus moves after the render that shows the errors or the notice, so the scroll position is
  // computed on the final layout. A new object each time, so the same field can be asked again.
  const [focusRequest, setFocusRequest] = useState<{ field: string } | null>(null);

  const recheck = (snapshot: RegistrationValues, show: readonly string[]) => {
    const next: Record<string, ValidationError> = {};
    for (const field of Object.keys(schema)) {
      if (!show.includes(field) && !eager.current.has(field)) continue;
      const error = validateField(schema, field, snapshot);
      if (error) {
        next[field] = error;
        eager.current.add(field);
      }
    }
    setErrors(next);
  };

  /** A change of one or more fields; `commit` validates them at once (selects, checkboxes). */
  const change = (patch: Partial<RegistrationFormValue>, commit = false) => {
    const next = applyRegistrationRules({ ...latest.current, ...patch, login_method: loginMethod, channel_country: channelCountry ?? '' }, rulesOptions) as RegistrationFormValue;
    latest.current = next;
    setStored(next);
    recheck(next, commit ? Object.keys(patch) : []);
  };
  const blur = (field: string) => recheck(latest.current, [field]);

  const china = isChinaResident(values);
  const isParent = values.reg_role === parentRole;
  const forcedChina = callingCode(String(values.tel_code ?? '')) === '86';
  const showDomestic = requiredBySchema(schema, 'domestic_number', values);
  const showMajor = requiredBySchema(schema, 'major', values);
  const enrolmentRequired = validateField(schema, 'enrol_year', { ...values, enrol_year: '', enrol_month: '' }) !== null;
  const phoneLocked = loginMethod === 'phone' && Boolean(phone);

  const message = (field: string): string | undefined => (errors[field] ? formatError(errors[field], locale) : undefined);
  const registeredTip = notice?.kind === 'registered' ? (loginMethod === 'phone' ? { field: 'reg_email', text: t('registration.registered.emailTip') } : { field: 'reg_custom_phone', text: t('registration.registered.phoneTip') }) : null;
  const fieldError = (field: string): string | undefined => message(field) ?? (registeredTip?.field === field ? registeredTip.text : undefined);

  const focusField = (field: string) => {
    const target = document.getElementById(idOf(field));
    const control = target?.matches('input, select, textarea, button') ? target : target?.querySelector<HTMLElement>('input:checked, input, select, textarea, button');
    if (!control) return;
    control.scrollIntoView({ block: 'center' });
    control.focus({ preventScroll: true });
  };

  useEffect(() => {
    if (focusRequest) focusField(focusRequest.field);
    // focusField only reads the DOM.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focusRequest]);

  const buildPayload = (v: RegistrationValues): RegistrationPayload => {
    const cn = isChinaResident(v);
    const parent = v.reg_role === parentRole;
    const str = (x: unknown) => (x === undefined || x === null ? '' : String(x));
    const payload: RegistrationPayload = {
      reg_role: str(v.reg_role),
      reg_college: str(v.reg_college),
      reg_college_id: (v.reg_college_id as string | number | undefined) ?? '',
      login_name: loginMethod === 'phone' ? str(phone ?? v.reg_custom_phone) : str(email),
      phone: str(v.reg_custom_phone),
      email: loginMethod === 'phone' ? str(v.reg_email) : str(email),
      tel_code: str(v.tel_code),
    };
    const school = (v as RegistrationFormValue).school;
    if (school?.is_school !== undefined) payload.is_school = school.is_school;
    if (cn) {
      payload.reg_name = str(v.reg_name);
      if (parent) payload.student_name = str(v.student_name);
      if (str(v.reading_stage)) payload.reading_stage = v.reading_stage as string | number;
    } else {
      payload.first_name = str(v.first_name);
      payload.last_name = str(v.last_name);
      if (parent) {
        payload.student_first_name = str(v.student_first_name);
        payload.student_last_name = str(v.student_last_name);
      }
    }
    if (channelCountry) payload.channel_country = channelCountry;
    else payload.country_code = str(v.country_code);
    if (loginMethod === 'email') payload.password = str(v.password);
    if (str(v.contact)) {
      payload.contact = str(v.contact);
      if (v.country_code !== 'CHN') payload.whats_code = str(v.whats_code);
    }
    if (str(v.referral_code)) payload.referral_code = str(v.referral_code);
    if (str(v.domestic_number)) {
      payload.domestic_code = str(v.domestic_code);
      payload.domestic_number = str(v.domestic_number);
    }
    if (str(v.major)) payload.major = str(v.major);
    if (str(v.enrol_year) && str(v.enrol_month)) payload.commencement_time = `${str(v.enrol_year)}-${str(v.enrol_month).padStart(2, '0')}`;
    if (thirdPartKey) payload.third_part_key = thirdPartKey;
    if (merchantNum) payload.merchant_num = merchantNum;
    return payload;
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const result = validateForm(schema, latest.current);
    for (const field of Object.keys(result.errors)) eager.current.add(field);
    setErrors({ ...result.errors });
    if (!result.valid) {
      // Schema order is screen order, so the first invalid field is the first error on screen.
      if (result.firstInvalid) setFocusRequest({ field: result.firstInvalid });
      return;
    }
    setNotice(null);
    setSubmitting(true);
    const payload = buildPayload(result.values);
    try {
      const response = await onSubmit(payload);
      if (response.status_code === 200) {
        onSuccess?.(response.data, payload);
      } else if (REGISTERED_STATUSES.includes(response.status_code)) {
        setNotice({ kind: 'registered', message: response.message ?? t('registration.registered.title') });
        setFocusRequest({ field: loginMethod === 'phone' ? 'reg_email' : 'reg_custom_phone' });
      } else if (response.status_code >= 400) {
        setNotice({ kind: 'error', message: response.message ?? t('registration.failed.title') });
      }
    } catch {
      setNotice({ kind: 'error', message: t('registration.failed.network') });
    } finally {
      setSubmitting(false);
    }
  };

  const monthOptions = useMemo(
    () => Array.from({ length: 12 }, (_, i) => ({ value: String(i + 1), label: intl.formatDate(new Date(2000, i, 1), { month: 'long' }) })),
    [intl],
  );
  const str = (x: unknown) => (x === undefined || x === null ? '' : String(x));

  const agreementLabel = useMemo(() => {
    const parts = t('registration.agreement', { terms: '\u0000terms\u0000', privacy: '\u0000privacy\u0000' }).split('\u0000');
    const link = (href: string, text: string, key: string): ReactNode => (
      <a key={key} href={href} target="_blank" rel="noreferrer" className="text-primary underline underline-offset-4 hover:text-primary-hover">
        {text}
        <span className="sr-only">{t('registration.opensInNewTab')}</span>
      </a>
    );
    return parts.map((part, i) =>
      part === 'terms' ? link(termsHref, t('registration.terms'), 'terms') : part === 'privacy' ? link(privacyHref, t('registration.privacy'), 'privacy') : <span key={i}>{part}</span>,
    );
  }, [t, termsHref, privacyHref]);

  return (
    <form
      data-slot="registration-form"
      data-login-method={loginMethod}
      data-country={china ? 'china' : 'abroad'}
      noValidate
      onSubmit={submit}
      className={cn('flex flex-col gap-4', className)}
      {...props}
    >
      {notice ? (
        <Alert
          data-slot="registration-notice"
          tone={notice.kind === 'registered' ? 'warning' : 'error'}
          title={notice.kind === 'registered' ? t('registration.registered.title') : t('registration.failed.title')}
          description={notice.message}
        />
      ) : null}

      <RadioGroup
        id={idOf('reg_role')}
        label={t('registration.role')}
        orientation="horizontal"
        required
        options={roles.map((role) => ({ value: role.value, label: role.name }))}
        value={str(values.reg_role)}
        onChange={(next) => change({ reg_role: next }, true)}
        error={fieldError('reg_role')}
      />

      {channelCountry ? null : (
        <Select
          id={idOf('country_code')}
          label={t('registration.country')}
          required
          options={countries.map((country) => ({ value: country.value, label: country.name }))}
          value={str(values.country_code)}
          disabled={forcedChina}
          hint={forcedChina ? t('registration.country.forced') : undefined}
          onChange={(next) => change({ country_code: next }, true)}
          onBlur={() => blur('country_code')}
          error={fieldError('country_code')}
        />
      )}

      {china ? (
        <>
          <TextField id={idOf('reg_name')} label={t('registration.realName')} hint={t('registration.realName.hint')} required autoComplete="name" value={str(values.reg_name)} onChange={(next) => change({ reg_name: next })} onBlur={() => blur('reg_name')} error={fieldError('reg_name')} />
          {isParent ? (
            <TextField id={idOf('student_name')} label={t('registration.studentName')} required value={str(values.student_name)} onChange={(next) => change({ student_name: next })} onBlur={() => blur('student_name')} error={fieldError('student_name')} />
          ) : null}
        </>
      ) : (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField id={idOf('first_name')} label={t('registration.firstName')} required autoComplete="given-name" value={str(values.first_name)} onChange={(next) => change({ first_name: next })} onBlur={() => blur('first_name')} error={fieldError('first_name')} />
            <TextField id={idOf('last_name')} label={t('registration.lastName')} autoComplete="family-name" value={str(values.last_name)} onChange={(next) => change({ last_name: next })} onBlur={() => blur('last_name')} error={fieldError('last_name')} />
          </div>
          {isParent ? (
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField id={idOf('student_first_name')} label={t('registration.studentFirstName')} required value={str(values.student_first_name)} onChange={(next) => change({ student_first_name: next })} onBlur={() => blur('student_first_name')} error={fieldError('student_first_name')} />
              <TextField id={idOf('student_last_name')} label={t('registration.studentLastName')} value={str(values.student_last_name)} onChange={(next) => change({ student_last_name: next })} onBlur={() => blur('student_last_name')} error={fieldError('student_last_name')} />
            </div>
          ) : null}
        </>
      )}

      <InstitutionSearch
        id={idOf('reg_college')}
        label={t('registration.school')}
        required
        requireSelection
        search={searchInstitutions}
        onNotFound={onInstitutionNotFound}
        historyStorage={institutionHistoryStorage}
        value={values.school ?? null}
        onChange={(school) =>
          change(
            school
              ? { school, reg_college: schoolLabel(school, locale), reg_college_id: school.code, school_country: school.cy ?? '', is_school: school.is_school }
              : { school: null, reg_college_id: '', school_country: '', is_school: undefined },
            Boolean(school),
          )
        }
        inputValue={str(values.reg_college)}
        onInputChange={(text) => change({ reg_college: text })}
        onBlur={() => blur('reg_college')}
        error={fieldError('reg_college')}
      />

      {china ? (
        <Select
          id={idOf('reading_stage')}
          label={t('registration.stage')}
          required
          options={stages.map((stage) => ({ value: String(stage.id), label: stage.name }))}
          value={str(values.reading_stage)}
          onChange={(next) => change({ reading_stage: next }, true)}
          onBlur={() => blur('reading_stage')}
          error={fieldError('reading_stage')}
        />
      ) : null}

      <fieldset data-slot="registration-enrolment" className="m-0 grid gap-4 border-0 p-0 sm:grid-cols-2">
        <legend className="sr-only">{t('registration.enrolment')}</legend>
        <Select
          id={idOf('enrol_year')}
          label={t('registration.enrolYear')}
          required={enrolmentRequired}
          options={years.map((year) => ({ value: String(year), label: intl.formatDate(new Date(year, 0, 1), { year: 'numeric' }) }))}
          value={str(values.enrol_year)}
          onChange={(next) => change({ enrol_year: next }, true)}
          onBlur={() => blur('enrol_year')}
          error={fieldError('enrol_year')}
        />
        <Select
          id={idOf('enrol_month')}
          label={t('registration.enrolMonth')}
          required={enrolmentRequired}
          options={monthOptions}
          value={str(values.enrol_month)}
          onChange={(next) => change({ enrol_month: next }, true)}
          onBlur={() => blur('enrol_month')}
          error={fieldError('enrol_month')}
        />
      </fieldset>

      {showMajor ? (
        <TextField id={idOf('major')} label={t('registration.major')} required value={str(values.major)} onChange={(next) => change({ major: next })} onBlur={() => blur('major')} error={fieldError('major')} />
      ) : null}

      <PhoneField
        id={idOf('reg_custom_phone')}
        label={t('registration.mobile')}
        required={loginMethod === 'email'}
        codes={codes}
        disabled={phoneLocked}
        value={{ tel_code: str(values.tel_code), phone: str(values.reg_custom_phone) }}
        onChange={(next) => change({ tel_code: next.tel_code, reg_custom_phone: next.phone }, next.tel_code !== values.tel_code)}
        onBlur={() => blur('reg_custom_phone')}
        error={fieldError('reg_custom_phone')}
      />

      {showDomestic ? (
        <PhoneField
          id={idOf('domestic_number')}
          label={t('registration.domestic')}
          hint={t('registration.domestic.hint')}
          required
          codes={[{ tel_code: '+86', tel_name: t('registration.domestic.code') }]}
          value={{ tel_code: str(values.domestic_code) || '+86', phone: str(values.domestic_number) }}
          onChange={(next) => change({ domestic_code: next.tel_code, domestic_number: next.phone })}
          onBlur={() => blur('domestic_number')}
          error={fieldError('domestic_number')}
        />
      ) : null}

      {loginMethod === 'phone' ? (
        <TextField id={idOf('reg_email')} type="email" label={t('registration.email')} required autoComplete="email" value={str(values.reg_email)} onChange={(next) => change({ reg_email: next })} onBlur={() => blur('reg_email')} error={fieldError('reg_email')} />
      ) : (
        <PasswordField id={idOf('password')} label={t('registration.password')} hint={t('registration.password.hint')} required autoComplete="new-password" value={str(values.password)} onChange={(next) => change({ password: next })} onBlur={() => blur('password')} error={fieldError('password')} />
      )}

      {values.country_code === 'CHN' ? (
        <TextField id={idOf('contact')} label={t('registration.contact.china')} hint={t('registration.contact.hint')} value={str(values.contact)} onChange={(next) => change({ contact: next })} onBlur={() => blur('contact')} error={fieldError('contact')} />
      ) : (
        <PhoneField
          id={idOf('contact')}
          label={t('registration.contact.abroad')}
          hint={t('registration.contact.hint')}
          codes={codes}
          value={{ tel_code: str(values.whats_code), phone: str(values.contact) }}
          onChange={(next) => change({ whats_code: next.tel_code, contact: next.phone })}
          onBlur={() => blur('contact')}
          error={fieldError('contact')}
        />
      )}

      <TextField id={idOf('referral_code')} label={t('registration.referral')} hint={t('registration.referral.hint')} value={str(values.referral_code)} onChange={(next) => change({ referral_code: next })} />

      <Checkbox
        id={idOf('agreement')}
        label={agreementLabel}
        required
        checked={values.agreement === true}
        onChange={(next) => change({ agreement: next }, true)}
        error={fieldError('agreement')}
      />

      <div data-slot="registration-actions" className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel}>
          {t('registration.cancel')}
        </Button>
        <Button type="submit" loading={submitting}>
          {t('registration.next')}
        </Button>
      </div>
    </form>
  );
}
