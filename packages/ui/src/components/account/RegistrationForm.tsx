import type { ComponentProps } from 'react';
import type { ApiResult } from '@edupay/forms/contract';
import { cn } from '../../lib/cn';
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
import { useEduPay } from '../../provider/useEduPay';
import { InstitutionSearch } from '../institution/InstitutionSearch';
import type { HistoryStorage } from '../institution/searchHistory';
import type { SchoolResult } from '../institution/schoolResult';
import { RegistrationAgreement } from './RegistrationAgreement';
import type {
  RegisterRole,
  RegistrationCountry,
  RegistrationFormValue,
  RegistrationPayload,
  RegistrationResponse,
  StudyStage,
} from './registrationTypes';
import { useRegistrationForm } from './useRegistrationForm';

export type {
  RegisterRole,
  RegistrationCountry,
  RegistrationFormValue,
  RegistrationPayload,
  RegistrationResponse,
  StudyStage,
} from './registrationTypes';

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
  /** Area codes from the config (`tel_code_list`, with each code's `country`). */
  codes: readonly PhoneCode[];
  /**
   * The visitor's country (alpha-3, e.g. IND), when known: the form starts on it and its area code
   * (an e-mail sign-up from India is asked Indian names, not a Chinese ID-card name). Read at mount.
   */
  country?: string;
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
  /** Sends the payload; awaited. 200 calls `onSuccess`; 331/332 say at the other contact field that it is taken; other failures show the message. */
  onSubmit: (payload: RegistrationPayload) => Promise<ApiResult<RegistrationResponse>>;
  /** Registration succeeded: open the AssignManagerDialog with `data`. */
  onSuccess?: (data: RegistrationResponse | undefined, payload: RegistrationPayload) => void;
  onCancel?: () => void;
  /** Optional values the app reads from local storage and sends along. */
  thirdPartKey?: string;
  merchantNum?: string;
  /** The moment the enrolment year choices are computed from (default: now). */
  now?: Date | number;
}

/**
 * The registration supplement (spec 000 section 2): the markup of `useRegistrationForm`, which
 * holds every rule (through @edupay/forms' registration schema), the submit and its outcome.
 */
export function RegistrationForm(props: RegistrationFormProps) {
  const { termsHref, privacyHref, onCancel, className } = props;
  const rest = formAttributes(props);
  const t = useDomainText(registrationMessages);
  const { t: core } = useEduPay();
  const { formProps, failure, submitting, shows, fields: f } = useRegistrationForm(props);

  return (
    <form {...rest} {...formProps} className={cn('flex flex-col gap-4', className)}>
      {failure ? (
        <Alert
          data-slot="registration-notice"
          tone="error"
          title={t('registration.failed.title')}
          description={failure}
        />
      ) : null}

      <RadioGroup label={t('registration.role')} orientation="horizontal" {...f.reg_role} />

      {shows.country ? <Select label={t('registration.country')} {...f.country_code} /> : null}

      {shows.china ? (
        <>
          <TextField
            label={t('registration.realName')}
            hint={t('registration.realName.hint')}
            autoComplete="name"
            {...f.reg_name}
          />
          {shows.parent ? <TextField label={t('registration.studentName')} {...f.student_name} /> : null}
        </>
      ) : (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField label={t('registration.firstName')} autoComplete="given-name" {...f.first_name} />
            <TextField label={t('registration.lastName')} autoComplete="family-name" {...f.last_name} />
          </div>
          {shows.parent ? (
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField label={t('registration.studentFirstName')} {...f.student_first_name} />
              <TextField label={t('registration.studentLastName')} {...f.student_last_name} />
            </div>
          ) : null}
        </>
      )}

      {shows.unlistedSchool ? (
        <TextField label={t('registration.school')} hint={t('registration.school.unlistedHint')} {...f.reg_college} />
      ) : (
        <InstitutionSearch label={t('registration.school')} {...f.school} />
      )}
      <Checkbox label={t('registration.school.unlisted')} {...f.schoolUnlisted} />

      {shows.china ? <Select label={t('registration.stage')} {...f.reading_stage} /> : null}

      <fieldset data-slot="registration-enrolment" className="m-0 grid gap-4 border-0 p-0 sm:grid-cols-2">
        <legend className="sr-only">{t('registration.enrolment')}</legend>
        <Select label={t('registration.enrolYear')} {...f.enrol_year} />
        <Select label={t('registration.enrolMonth')} {...f.enrol_month} />
      </fieldset>

      {shows.major ? <TextField label={t('registration.major')} {...f.major} /> : null}

      <PhoneField label={t('registration.mobile')} {...f.reg_custom_phone} />

      {shows.domestic ? (
        <PhoneField label={t('registration.domestic')} hint={t('registration.domestic.hint')} {...f.domestic_number} />
      ) : null}

      {shows.email ? (
        <TextField type="email" label={t('registration.email')} autoComplete="email" {...f.reg_email} />
      ) : (
        <PasswordField
          label={t('registration.password')}
          hint={t('registration.password.hint')}
          autoComplete="new-password"
          {...f.password}
        />
      )}

      {shows.contactAsText ? (
        <TextField label={t('registration.contact.china')} hint={t('registration.contact.hint')} {...f.contact} />
      ) : (
        <PhoneField
          label={t('registration.contact.abroad')}
          hint={t('registration.contact.hint')}
          {...f.contactPhone}
        />
      )}

      <TextField label={t('registration.referral')} hint={t('registration.referral.hint')} {...f.referral_code} />

      <Checkbox label={<RegistrationAgreement termsHref={termsHref} privacyHref={privacyHref} />} {...f.agreement} />

      <div data-slot="registration-actions" className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel}>
          {t('registration.cancel')}
        </Button>
        <Button type="submit" loading={submitting} loadingLabel={core('button.loading')}>
          {t('registration.next')}
        </Button>
      </div>
    </form>
  );
}

/** The props that are the form element's own (aria-*, data-*, id...), without the component's. */
function formAttributes(props: RegistrationFormProps): ComponentProps<'form'> {
  const {
    loginMethod: _loginMethod,
    roles: _roles,
    parentRole: _parentRole,
    countries: _countries,
    stages: _stages,
    codes: _codes,
    country: _country,
    channelCountry: _channelCountry,
    phone: _phone,
    telCode: _telCode,
    email: _email,
    value: _value,
    defaultValue: _defaultValue,
    onChange: _onChange,
    searchInstitutions: _search,
    onInstitutionNotFound: _notFound,
    institutionHistoryStorage: _history,
    termsHref: _terms,
    privacyHref: _privacy,
    onSubmit: _onSubmit,
    onSuccess: _onSuccess,
    onCancel: _onCancel,
    thirdPartKey: _thirdPartKey,
    merchantNum: _merchantNum,
    now: _now,
    className: _className,
    ...rest
  } = props;
  return rest;
}
