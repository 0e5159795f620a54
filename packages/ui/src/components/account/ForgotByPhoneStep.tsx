import type { ReactNode } from 'react';
import { forgotPasswordPhoneSchema } from '@edupay/forms';
import { Button } from '../../primitives/Button';
import type { PhoneCode } from '../../primitives/PhoneField';
import { useDomainText } from '../../i18n/useDomainText';
import { useStepCall } from './useStepCall';
import { loginMessages } from './loginMessages';
import { LoginStepFrame } from './LoginStepFrame';
import type { ApiResult, LoginStepId, PhonePayload, ResetTicket, SmsLoginPayload } from './loginTypes';
import { PhoneCodeFields, type CountdownOptions, type SliderOptions } from './PhoneCodeFields';
import { useLoginValue, useStepForm, type FieldMap, type LoginValueProps } from './useStepForm';

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

const MAP: FieldMap = { tel_code: 'tel_code', phone: 'phone', code: 'phone_captcha' };

/**
 * Step 5: forgot password by phone. Send the reset SMS (60 s countdown, 371 slider), verify the
 * code; the answer's `id`, `oid`, `t` go into the shared value and the step moves on to `reset`.
 */
export function ForgotByPhoneStep({ codes, onSendResetCode, onVerifyResetCode, onSliderVerify, onGetSliderPuzzle, now, countdownStorage, onStepChange, notice, className, ...valueProps }: ForgotByPhoneStepProps) {
  const t = useDomainText(loginMessages);
  const [value, setValue] = useLoginValue(valueProps, codes);
  const form = useStepForm(forgotPasswordPhoneSchema, MAP, value, setValue);
  const { error, setError, submitting, call } = useStepCall(t);

  const submit = async () => {
    if (submitting || !form.validate()) return;
    const clean = form.normalized();
    const payload: SmsLoginPayload = { tel_code: clean.tel_code, phone: clean.phone, phone_captcha: clean.phone_captcha };
    const outcome = await call(onVerifyResetCode && (() => onVerifyResetCode(payload)));
    if (outcome.error) return setError(outcome.error);
    const ticket = outcome.result?.data;
    if (!ticket) return;
    setValue({ ...form.latest.current, id: String(ticket.id), oid: String(ticket.oid), t: String(ticket.t), new_password: '', confirm_password: '' });
    onStepChange?.('reset');
  };

  return (
    <LoginStepFrame
      step="forgot_phone"
      title={t('login.forgotPhone.title')}
      description={t('login.forgotPhone.description')}
      notice={notice}
      error={error}
      onSubmit={() => void submit()}
      onStepChange={onStepChange}
      className={className}
      links={[
        { step: 'forgot_email', label: t('login.nav.forgotEmail') },
        { step: 'password', label: t('login.nav.backToLogin') },
      ]}
      actions={
        <Button type="submit" fullWidth loading={submitting}>
          {t('login.action.next')}
        </Button>
      }
    >
      <PhoneCodeFields
        form={form}
        codes={codes}
        send={onSendResetCode}
        purpose="reset-sms"
        setError={setError}
        now={now}
        countdownStorage={countdownStorage}
        onSliderVerify={onSliderVerify}
        onGetSliderPuzzle={onGetSliderPuzzle}
      />
    </LoginStepFrame>
  );
}
