import { useState, type ReactNode } from 'react';
import { resetPasswordSchema } from '@edupay/forms';
import { useDomainText } from '../../i18n/useDomainText';
import { useStepCall } from './useStepCall';
import { loginMessages } from './loginMessages';
import { LoginStepFrame } from './LoginStepFrame';
import { NewPasswordFields } from './NewPasswordFields';
import type { ApiResult } from '@edupay/forms/contract';
import type { LoginStepId, ResetPasswordPayload } from './loginTypes';
import { useLoginValue, useStepForm, type FieldMap, type LoginValueProps } from './useStepForm';

export interface ResetPasswordStepProps extends LoginValueProps {
  /** Sets the new password with the reset ticket (POST /user/reset_pwd). Awaited. */
  onResetPassword?: (payload: ResetPasswordPayload) => Promise<ApiResult>;
  /** Called with `reset` once the password is reset. */
  onDone?: (step: LoginStepId) => void;
  /** Moves back to `password` (step 2) once reset; without it the step shows the success itself. */
  onStepChange?: (step: LoginStepId) => void;
  notice?: ReactNode;
  className?: string;
}

const MAP: FieldMap = { password: 'new_password', password_confirmation: 'confirm_password' };

/**
 * Step 6: set a new password with the reset ticket `id`, `oid`, `t` of the shared value (from
 * step 5, or from the reset link's query). Success goes back to step 2.
 */
export function ResetPasswordStep({
  onResetPassword,
  onDone,
  onStepChange,
  notice,
  className,
  ...valueProps
}: ResetPasswordStepProps) {
  const t = useDomainText(loginMessages);
  const [value, setValue] = useLoginValue(valueProps);
  const form = useStepForm(resetPasswordSchema, MAP, value, setValue);
  const { setError, submitting, call, frame } = useStepCall(t);
  const [done, setDone] = useState(false);

  const submit = async () => {
    if (submitting || !form.validate()) return;
    const { id, oid, t: ticket, new_password, confirm_password } = form.normalized();
    if (!id || !oid || !ticket) return setError(t('login.reset.missingLink'));
    const outcome = await call(
      onResetPassword && (() => onResetPassword({ id, oid, t: ticket, new_password, confirm_password })),
    );
    if (outcome.error) return setError(outcome.error);
    if (!outcome.result) return;
    // The ticket is spent and the new password must not linger in memory.
    setValue({ ...form.latest.current, new_password: '', confirm_password: '', password: '', id: '', oid: '', t: '' });
    onDone?.('reset');
    if (onStepChange) onStepChange('password');
    else setDone(true);
  };

  return (
    <LoginStepFrame
      step="reset"
      shared={{ notice, onStepChange, className }}
      notice={done ? t('login.reset.done') : undefined}
      {...frame}
      onSubmit={submit}
    >
      <NewPasswordFields form={form} />
    </LoginStepFrame>
  );
}
