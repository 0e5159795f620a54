import type { ReactNode } from 'react';
import type { PhoneCode } from '../../primitives/PhoneField';
import { LoginStepFrame } from './LoginStepFrame';
import type { ApiResult } from '@edupay/forms/contract';
import type { LoginStepId, PhonePayload, ResetTicket, SmsLoginPayload } from './loginTypes';
import { PhoneCodeFields, type CountdownOptions, type SliderOptions } from './PhoneCodeFields';
import type { LoginValueProps } from './useStepForm';
import { usePhoneCodeStep } from './usePhoneCodeStep';

export interface ForgotByPhoneStepProps extends LoginValueProps, CountdownOptions, SliderOptions {
  /** Area codes offered (the config's `tel_code_list`). */
  codes: readonly PhoneCode[];
  /** Sends the reset SMS (/user/send_verification_password). Awaited; 371 opens the slider. */
  onSendResetCode?: (payload: PhonePayload) => Promise<ApiResult>;
  /** Verifies the reset SMS code; answers the reset ticket `data: { id, oid, t }`. Awaited. */
  onVerifyResetCode?: (payload: SmsLoginPayload) => Promise<ApiResult<ResetTicket>>;
  /** Moves on to `reset` once verified; links to `forgot_email` and `password`. */
  onStepChange?: (step: LoginStepId) => void;
  notice?: ReactNode;
  className?: string;
}

/**
 * Step 5: forgot password by phone. Send the reset SMS (60 s countdown, 371 slider), verify the
 * code; the answer's `id`, `oid`, `t` go into the shared value and the step moves on to `reset`.
 */
export function ForgotByPhoneStep({
  codes,
  onSendResetCode,
  onVerifyResetCode,
  onStepChange,
  notice,
  className,
  // The value props, and the countdown and slider options PhoneCodeFields reads.
  ...rest
}: ForgotByPhoneStepProps) {
  const { form, setValue, payload: validPayload, setError, call, frame } = usePhoneCodeStep(rest, codes);

  const submit = async () => {
    const payload = validPayload();
    if (!payload) return;
    const outcome = await call(onVerifyResetCode && (() => onVerifyResetCode(payload)));
    if (outcome.error) return setError(outcome.error);
    const ticket = outcome.result?.data;
    if (!ticket) return;
    setValue({
      ...form.latest.current,
      id: String(ticket.id),
      oid: String(ticket.oid),
      t: String(ticket.t),
      new_password: '',
      confirm_password: '',
    });
    onStepChange?.('reset');
  };

  return (
    <LoginStepFrame step="forgot_phone" shared={{ notice, onStepChange, className }} {...frame} onSubmit={submit}>
      <PhoneCodeFields
        {...rest}
        form={form}
        codes={codes}
        send={onSendResetCode}
        purpose="reset-sms"
        setError={setError}
      />
    </LoginStepFrame>
  );
}
