import { useState, type ReactNode } from 'react';
import { forgotPasswordEmailSchema } from '@edupay/forms';
import { CountdownButton } from '../../primitives/CountdownButton';
import { TextField } from '../../primitives/TextField';
import { useDomainText } from '../../i18n/useDomainText';
import { loginMessages } from './loginMessages';
import { ImageCaptchaField } from './ImageCaptchaField';
import { LoginStepFrame } from './LoginStepFrame';
import type { ApiResult } from '@edupay/forms/contract';
import type { LoginStepId, ResetEmailPayload } from './loginTypes';
import type { CountdownOptions } from './PhoneCodeFields';
import { runCall } from './runCall';
import { useLoginValue, useStepForm, type FieldMap, type LoginValueProps } from './useStepForm';

export interface ForgotByEmailStepProps extends LoginValueProps, CountdownOptions {
  /** Sends the reset link (with the image captcha). Awaited; a 60 s resend countdown follows. */
  onSendResetEmail?: (payload: ResetEmailPayload) => Promise<ApiResult>;
  /** The captcha image URL, called for each new image (e.g. `/api/other/check_captcha?r=<random>`). */
  getCaptchaUrl?: () => string;
  /** Called with `forgot_email` once a link was sent. */
  onDone?: (step: LoginStepId) => void;
  /** Links to `forgot_phone` and `password`. */
  onStepChange?: (step: LoginStepId) => void;
  notice?: ReactNode;
  className?: string;
}

const MAP: FieldMap = { email: 'email', captcha: 'img_captcha' };

/**
 * Step 8: forgot password by e-mail. The link is sent with the 4-digit image captcha; the send
 * button then counts down 60 s before a resend. A captcha is single-use, so each send (and each
 * failure) shows a new image and empties the code.
 */
export function ForgotByEmailStep({
  onSendResetEmail,
  getCaptchaUrl,
  onDone,
  onStepChange,
  now,
  countdownStorage,
  notice,
  className,
  ...valueProps
}: ForgotByEmailStepProps) {
  const t = useDomainText(loginMessages);
  const [value, setValue] = useLoginValue(valueProps);
  const form = useStepForm(forgotPasswordEmailSchema, MAP, value, setValue);
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [captchaKey, setCaptchaKey] = useState(0);
  const persistKey = `reset-email:${value.email.trim().toLowerCase()}`;

  const send = async (): Promise<boolean> => {
    if (!form.validate()) return false;
    const { email, img_captcha } = form.normalized();
    setError(null);
    const outcome = await runCall(onSendResetEmail && (() => onSendResetEmail({ email, img_captcha })), t);
    setValue({ ...form.latest.current, img_captcha: '' });
    setCaptchaKey((n) => n + 1);
    if (outcome.error) {
      setError(outcome.error);
      return false;
    }
    if (!outcome.result) return false;
    setSentTo(email);
    onDone?.('forgot_email');
    return true;
  };

  return (
    <LoginStepFrame
      step="forgot_email"
      shared={{ notice, onStepChange, className }}
      notice={sentTo ? t('login.forgotEmail.sent', { email: sentTo }) : undefined}
      error={error}
      // The send button is the form's submit button: Enter in a field presses it, and it ignores
      // the press while counting down.
      onSubmit={() => undefined}
      actions={
        <CountdownButton
          // One countdown per address, read again when the address changes.
          key={persistKey}
          type="submit"
          fullWidth
          persistKey={persistKey}
          storage={countdownStorage}
          now={now}
          onSend={send}
          sendLabel={t('login.action.sendLink')}
          resendLabel={t('login.action.resendLink')}
        />
      }
    >
      <TextField label={t('login.field.email')} type="email" autoComplete="email" required {...form.text('email')} />
      <ImageCaptchaField getImageUrl={getCaptchaUrl} refreshKey={captchaKey} {...form.text('captcha')} />
    </LoginStepFrame>
  );
}
