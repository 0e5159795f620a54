import type { ReactNode } from 'react';
import type { PhoneCode } from '../../primitives/PhoneField';
import { LoginStepFrame } from './LoginStepFrame';
import { handleLoginResult, type LoginOutcomeCallbacks } from './loginOutcome';
import type { ApiResult } from '@edupay/forms/contract';
import type { LoginResult, PhonePayload, SmsLoginPayload } from './loginTypes';
import { PhoneCodeFields, type CountdownOptions, type SliderOptions } from './PhoneCodeFields';
import type { LoginValueProps } from './useStepForm';
import { usePhoneCodeStep } from './usePhoneCodeStep';

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

/**
 * Step 1: phone plus SMS code. A login answer without `user_info.user_name` is a new user
 * (`onNewUser` with the phone); `data.is_need_password` moves to step 9; otherwise `onLoggedIn`.
 */
export function SmsLoginStep({
  codes,
  onSendCode,
  onLogin,
  notice,
  className,
  onNewUser,
  onNeedPassword,
  onLoggedIn,
  onStepChange,
  // The value props, and the countdown and slider options PhoneCodeFields reads.
  ...rest
}: SmsLoginStepProps) {
  const { form, payload: validPayload, setError, call, frame } = usePhoneCodeStep(rest, codes);

  const submit = async () => {
    const payload = validPayload();
    if (!payload) return;
    const outcome = await call(onLogin && (() => onLogin(payload)));
    if (outcome.error) setError(outcome.error);
    else if (outcome.result)
      handleLoginResult(
        outcome.result,
        { onNewUser, onNeedPassword, onLoggedIn, onStepChange },
        { tel_code: payload.tel_code, phone: payload.phone },
      );
  };

  return (
    <LoginStepFrame step="sms" shared={{ notice, onStepChange, className }} {...frame} onSubmit={submit}>
      <PhoneCodeFields {...rest} form={form} codes={codes} send={onSendCode} purpose="sms-login" setError={setError} />
    </LoginStepFrame>
  );
}
