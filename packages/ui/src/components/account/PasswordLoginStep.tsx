import { useEffect, useRef, useState, type ReactNode } from 'react';
import { STATUS } from '@edupay/forms/contract';
import { emailSchema, passwordLoginSchema, smsLoginSchema, type Schema } from '@edupay/forms';
import { PasswordField } from '../../primitives/PasswordField';
import { PhoneField, type PhoneCode } from '../../primitives/PhoneField';
import { RadioGroup } from '../../primitives/RadioGroup';
import { TextField } from '../../primitives/TextField';
import { ImageCaptchaField } from './ImageCaptchaField';
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
  /**
   * The captcha image URL, called for each new image (e.g. `/api/other/check_captcha?r=<random>`).
   * After a few wrong passwords the server answers 406 and wants the image code with every further
   * try: the step then shows the image captcha and sends `img_captcha`.
   */
  getCaptchaUrl?: () => string;
  className?: string;
}

// The package's rules, keyed by its field names: a phone account by area code, or an e-mail address.
// Built on first use, not at import: property reads at module level keep @edupay/forms in every bundle that imports the kit.
let phoneSchema: Schema | undefined;
const getPhoneSchema = (): Schema =>
  (phoneSchema ??= {
    tel_code: smsLoginSchema.tel_code,
    phone: smsLoginSchema.phone,
    password: passwordLoginSchema.password,
  });
const PHONE_MAP: FieldMap = { tel_code: 'tel_code', phone: 'login_name', password: 'password' };
let emailLoginSchema: Schema | undefined;
const getEmailSchema = (): Schema =>
  (emailLoginSchema ??= { email: emailSchema.email, password: passwordLoginSchema.password });
const EMAIL_MAP: FieldMap = { email: 'login_name', password: 'password' };

/**
 * Step 2: account login by phone or e-mail plus password. `login_type` in the shared value says
 * which; the phone account sends `tel_code` too.
 */
export function PasswordLoginStep({
  codes,
  onLogin,
  notice,
  getCaptchaUrl,
  className,
  onNeedPassword,
  onLoggedIn,
  onStepChange,
  ...valueProps
}: PasswordLoginStepProps) {
  const t = useDomainText(loginMessages);
  const [value, setValue] = useLoginValue(valueProps, codes);
  const phoneForm = useStepForm(getPhoneSchema(), PHONE_MAP, value, setValue);
  const emailForm = useStepForm(getEmailSchema(), EMAIL_MAP, value, setValue);
  const type = value.login_type;
  const form = type === 'email' ? emailForm : phoneForm;
  const { setError, submitting, call, frame } = useStepCall(t);
  // Once the server asked for the image code it wants one with every further try. A code is single
  // use, so each answer brings a new image and an empty field.
  const [captchaNeeded, setCaptchaNeeded] = useState(false);
  const [captcha, setCaptcha] = useState('');
  const [captchaError, setCaptchaError] = useState<string | null>(null);
  const [captchaKey, setCaptchaKey] = useState(0);
  const captchaInput = useRef<HTMLInputElement>(null);
  // The field appears because of the last answer: the next thing to do is to type the code.
  useEffect(() => {
    if (captchaNeeded) captchaInput.current?.focus();
  }, [captchaNeeded]);

  const submit = async () => {
    if (submitting || !form.validate()) return;
    if (captchaNeeded && !/^\d{4}$/.test(captcha.trim())) {
      setCaptchaError(t('imageCaptcha.required'));
      captchaInput.current?.focus();
      return;
    }
    const clean = form.normalized();
    const payload: PasswordLoginPayload =
      type === 'email'
        ? { login_name: clean.login_name, password: clean.password }
        : { tel_code: clean.tel_code, login_name: clean.login_name, password: clean.password };
    if (captchaNeeded) payload.img_captcha = captcha.trim();
    const outcome = await call(onLogin && (() => onLogin(payload)));
    const askedForCaptcha = outcome.result?.status_code === STATUS.IMAGE_CAPTCHA_WRONG;
    if (captchaNeeded || askedForCaptcha) {
      setCaptcha('');
      setCaptchaError(null);
      setCaptchaKey((n) => n + 1);
    }
    if (askedForCaptcha) setCaptchaNeeded(true);
    if (outcome.error) setError(outcome.error);
    else if (outcome.result) handleLoginResult(outcome.result, { onNeedPassword, onLoggedIn, onStepChange });
  };

  return (
    <LoginStepFrame
      step="password"
      shared={{ notice, onStepChange, className }}
      accountType={type}
      {...frame}
      onSubmit={submit}
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
        <TextField
          label={t('login.field.email')}
          type="email"
          autoComplete="username"
          required
          {...emailForm.text('email')}
        />
      ) : (
        <PhoneField
          label={t('login.field.phone')}
          codes={codes}
          autoComplete="username"
          required
          {...phoneForm.phone()}
        />
      )}
      <PasswordField
        label={t('login.field.password')}
        autoComplete="current-password"
        required
        {...form.text('password')}
      />
      {captchaNeeded && (
        <ImageCaptchaField
          ref={captchaInput}
          getImageUrl={getCaptchaUrl}
          refreshKey={captchaKey}
          value={captcha}
          onChange={(next) => {
            setCaptcha(next);
            setCaptchaError(null);
          }}
          error={captchaError}
        />
      )}
    </LoginStepFrame>
  );
}
