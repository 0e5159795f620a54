import type { ReactNode } from 'react';
import { emailSchema, passwordLoginSchema, smsLoginSchema, type Schema } from '@edupay/forms';
import { Button } from '../../primitives/Button';
import { PasswordField } from '../../primitives/PasswordField';
import { PhoneField, type PhoneCode } from '../../primitives/PhoneField';
import { RadioGroup } from '../../primitives/RadioGroup';
import { TextField } from '../../primitives/TextField';
import { useDomainText } from '../../i18n/useDomainText';
import { useStepCall } from './useStepCall';
import { loginMessages } from './loginMessages';
import { LoginStepFrame } from './LoginStepFrame';
import { handleLoginResult, type LoginOutcomeCallbacks } from './loginOutcome';
import type { LoginAccountType, LoginResult, PasswordLoginPayload } from './loginTypes';
import { useLoginValue, useStepForm, type FieldMap, type LoginValueProps } from './useStepForm';

export interface PasswordLoginStepProps extends LoginValueProps, Omit<LoginOutcomeCallbacks, 'onNewUser'> {
  /** Area codes offered for a phone account (the config's `tel_code_list`). */
  codes: readonly PhoneCode[];
  /** Logs in (POST /user/login with login_name, password, and tel_code for a phone). Awaited. */
  onLogin?: (payload: PasswordLoginPayload) => Promise<LoginResult>;
  /** A success message shown at the top (LoginSteps shows "password reset" here). */
  notice?: ReactNode;
  className?: string;
}

// The package's rules, keyed by its field names: a phone account by area code, or an e-mail address.
// Built on first use, not at import: property reads at module level keep @edupay/forms in every bundle that imports the kit.
let phoneSchema: Schema | undefined;
const getPhoneSchema = (): Schema => (phoneSchema ??= { tel_code: smsLoginSchema.tel_code, phone: smsLoginSchema.phone, password: passwordLoginSchema.password });
const PHONE_MAP: FieldMap = { tel_code: 'tel_code', phone: 'login_name', password: 'password' };
let emailLoginSchema: Schema | undefined;
const getEmailSchema = (): Schema => (emailLoginSchema ??= { email: emailSchema.email, password: passwordLoginSchema.password });
const EMAIL_MAP: FieldMap = { email: 'login_name', password: 'password' };

/**
 * Step 2: account login by phone or e-mail plus password. `login_type` in the shared value says
 * which; the phone account sends `tel_code` too.
 */
export function PasswordLoginStep({ codes, onLogin, notice, className, onNeedPassword, onLoggedIn, onStepChange, ...valueProps }: PasswordLoginStepProps) {
  const t = useDomainText(loginMessages);
  const [value, setValue] = useLoginValue(valueProps, codes);
  const phoneForm = useStepForm(getPhoneSchema(), PHONE_MAP, value, setValue);
  const emailForm = useStepForm(getEmailSchema(), EMAIL_MAP, value, setValue);
  const type = value.login_type;
  const form = type === 'email' ? emailForm : phoneForm;
  const { error, setError, submitting, call } = useStepCall(t);

  const submit = async () => {
    if (submitting || !form.validate()) return;
    const clean = form.normalized();
    const payload: PasswordLoginPayload =
      type === 'email' ? { login_name: clean.login_name, password: clean.password } : { tel_code: clean.tel_code, login_name: clean.login_name, password: clean.password };
    const outcome = await call(onLogin && (() => onLogin(payload)));
    if (outcome.error) setError(outcome.error);
    else if (outcome.result) handleLoginResult(outcome.result, { onNeedPassword, onLoggedIn, onStepChange });
  };

  return (
    <LoginStepFrame
      step="password"
      title={t('login.password.title')}
      notice={notice}
      error={error}
      onSubmit={() => void submit()}
      onStepChange={onStepChange}
      className={className}
      links={[
        { step: type === 'email' ? 'forgot_email' : 'forgot_phone', label: t('login.nav.forgot') },
        { step: 'sms', label: t('login.nav.sms') },
        { step: 'scan', label: t('login.nav.scan') },
      ]}
      actions={
        <Button type="submit" fullWidth loading={submitting}>
          {t('login.action.login')}
        </Button>
      }
    >
      <RadioGroup
        label={t('login.accountType.label')}
        orientation="horizontal"
        value={type}
        onChange={(next) => {
          setError(null);
          // The account text belongs to one type: a phone number is no e-mail address.
          setValue({ ...value, login_type: next as LoginAccountType, login_name: '' });
        }}
        options={[
          { value: 'phone', label: t('login.accountType.phone') },
          { value: 'email', label: t('login.accountType.email') },
        ]}
      />
      {type === 'email' ? (
        <TextField label={t('login.field.email')} type="email" autoComplete="username" required {...emailForm.text('email')} />
      ) : (
        <PhoneField label={t('login.field.phone')} codes={codes} autoComplete="username" required {...phoneForm.phone()} />
      )}
      <PasswordField label={t('login.field.password')} autoComplete="current-password" required {...form.text('password')} />
    </LoginStepFrame>
  );
}
