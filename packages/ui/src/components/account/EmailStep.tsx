import { useEffect, useRef, useState, type ReactNode } from 'react';
import { emailSchema } from '@edupay/forms';
import { Alert } from '../../primitives/Alert';
import { Button } from '../../primitives/Button';
import { TextField } from '../../primitives/TextField';
import { useDomainText } from '../../i18n/useDomainText';
import { useEduPay } from '../../provider/useEduPay';
import { useStepCall } from './useStepCall';
import { loginMessages } from './loginMessages';
import { LoginStepFrame } from './LoginStepFrame';
import type { ApiResult } from '@edupay/forms/contract';
import type { EmailPayload, LoginStepId } from './loginTypes';
import { useLoginValue, useStepForm, type FieldMap, type LoginValueProps } from './useStepForm';

export interface EmailStepProps extends LoginValueProps {
  /** Checks whether the address is free (/user/verification_email). Awaited; 332 means already registered. */
  onCheckEmail?: (payload: EmailPayload) => Promise<ApiResult>;
  /** The address is free: open the registration supplement with it. */
  onRegisterEmail?: (payload: EmailPayload) => void;
  /** Moves to another step ("Go to login" after a 332 goes to `password` with the address filled in). */
  onStepChange?: (step: LoginStepId) => void;
  notice?: ReactNode;
  className?: string;
}

const MAP: FieldMap = { email: 'email' };

/**
 * Step 4: e-mail sign-up or sign-in. A free address calls `onRegisterEmail`; status 332 shows
 * "already registered" (the server's message) with a button to log in with that address.
 */
export function EmailStep({
  onCheckEmail,
  onRegisterEmail,
  onStepChange,
  notice,
  className,
  ...valueProps
}: EmailStepProps) {
  const t = useDomainText(loginMessages);
  const { t: core } = useEduPay();
  const [value, setValue] = useLoginValue(valueProps);
  const form = useStepForm(emailSchema, MAP, value, setValue);
  const { error, setError, submitting, call } = useStepCall(t);
  const [registered, setRegistered] = useState<{ email: string; message: string } | null>(null);
  const goToLoginRef = useRef<HTMLButtonElement>(null);

  // The notice appears in answer to the user's submit: put them on its action.
  useEffect(() => {
    if (registered) goToLoginRef.current?.focus();
  }, [registered]);

  const submit = async () => {
    if (submitting || !form.validate()) return;
    const email = form.normalized().email;
    setRegistered(null);
    const outcome = await call(onCheckEmail && (() => onCheckEmail({ email })), ['already_registered']);
    if (outcome.kind === 'already_registered') {
      setRegistered({ email, message: outcome.result?.message?.trim() || t('login.email.registered') });
    } else if (outcome.error) setError(outcome.error);
    else if (outcome.result) onRegisterEmail?.({ email });
  };

  const goToLogin = () => {
    if (!registered) return;
    setValue({ ...value, login_type: 'email', login_name: registered.email, password: '' });
    onStepChange?.('password');
  };

  return (
    <LoginStepFrame
      step="email"
      shared={{ notice, onStepChange, className }}
      error={error}
      onSubmit={submit}
      actions={
        <>
          {registered ? (
            <Alert
              data-slot="login-email-registered"
              tone="warning"
              description={registered.message}
              action={
                onStepChange ? (
                  <Button ref={goToLoginRef} variant="secondary" size="sm" onClick={goToLogin}>
                    {t('login.email.goToLogin')}
                  </Button>
                ) : undefined
              }
            />
          ) : null}
          <Button type="submit" fullWidth loading={submitting} loadingLabel={core('button.loading')}>
            {t('login.action.continue')}
          </Button>
        </>
      }
    >
      <TextField label={t('login.field.email')} type="email" autoComplete="email" required {...form.text('email')} />
    </LoginStepFrame>
  );
}
