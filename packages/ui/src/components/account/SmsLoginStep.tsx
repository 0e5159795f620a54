import type { ReactNode } from 'react';
import { smsLoginSchema } from '@edupay/forms';
import { Button } from '../../primitives/Button';
import type { PhoneCode } from '../../primitives/PhoneField';
import { useDomainText } from '../../i18n/useDomainText';
import { useStepCall } from './useStepCall';
import { loginMessages } from './loginMessages';
import { LoginStepFrame } from './LoginStepFrame';
import { handleLoginResult, type LoginOutcomeCallbacks } from './loginOutcome';
import type { ApiResult, LoginResult, PhonePayload, SmsLoginPayload } from './loginTypes';
import { PhoneCodeFields, type CountdownOptions, type SliderOptions } from './PhoneCodeFields';
import { useLoginValue, useStepForm, type FieldMap, type LoginValueProps } from './useStepForm';

export interface SmsLoginStepProps extends LoginValueProps, LoginOutcomeCallbacks, CountdownOptions, SliderOptions {
  /** Area codes offered (the config's `tel_code_list`). */
  codes: readonly PhoneCode[];
  /** Sends the SMS login code (/user/send_verification). Awaited; 371 opens the slider. */
  onSendCode?: (payload: PhonePayload) => Promise<ApiResult>;
  /** Logs in (POST /user/login with tel_code, phone, phone_captcha). Awaited. */
  onLogin?: (payload: SmsLoginPayload) => Promise<LoginResult>;
  /** A success message shown at the top. */
  notice?: ReactNode;
  className?: string;
}

const MAP: FieldMap = { tel_code: 'tel_code', phone: 'phone', code: 'phone_captcha' };

/**
 * Step 1: phone plus SMS code. A login answer without `user_info.user_name` is a new user
 * (`onNewUser` with the phone); `data.is_need_password` moves to step 9; otherwise `onLoggedIn`.
 */
export function SmsLoginStep({ codes, onSendCode, onLogin, onSliderVerify, onGetSliderPuzzle, now, countdownStorage, notice, className, onNewUser, onNeedPassword, onLoggedIn, onStepChange, ...valueProps }: SmsLoginStepProps) {
  const t = useDomainText(loginMessages);
  const [value, setValue] = useLoginValue(valueProps, codes);
  const form = useStepForm(smsLoginSchema, MAP, value, setValue);
  const { error, setError, submitting, call } = useStepCall(t);

  const submit = async () => {
    if (submitting || !form.validate()) return;
    const clean = form.normalized();
    const payload: SmsLoginPayload = { tel_code: clean.tel_code, phone: clean.phone, phone_captcha: clean.phone_captcha };
    const outcome = await call(onLogin && (() => onLogin(payload)));
    if (outcome.error) setError(outcome.error);
    else if (outcome.result) handleLoginResult(outcome.result, { onNewUser, onNeedPassword, onLoggedIn, onStepChange }, { tel_code: payload.tel_code, phone: payload.phone });
  };

  return (
    <LoginStepFrame
      step="sms"
      title={t('login.sms.title')}
      notice={notice}
      error={error}
      onSubmit={() => void submit()}
      onStepChange={onStepChange}
      className={className}
      links={[
        { step: 'password', label: t('login.nav.password') },
        { step: 'scan', label: t('login.nav.scan') },
        { step: 'email', label: t('login.nav.email') },
      ]}
      actions={
        <Button type="submit" fullWidth loading={submitting}>
          {t('login.action.login')}
        </Button>
      }
    >
      <PhoneCodeFields
        form={form}
        codes={codes}
        send={onSendCode}
        purpose="sms-login"
        setError={setError}
        now={now}
        countdownStorage={countdownStorage}
        onSliderVerify={onSliderVerify}
        onGetSliderPuzzle={onGetSliderPuzzle}
      />
    </LoginStepFrame>
  );
}
