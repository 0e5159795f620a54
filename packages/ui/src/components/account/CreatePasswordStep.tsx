import { useState, type ReactNode } from 'react';
import { setPasswordSchema } from '@edupay/forms';
import { useDomainText } from '../../i18n/useDomainText';
import { useStepCall } from './useStepCall';
import { loginMessages } from './loginMessages';
import { LoginStepFrame } from './LoginStepFrame';
import { NewPasswordFields } from './NewPasswordFields';
import type { ApiResult } from '@edupay/forms/contract';
import type { CreatePasswordPayload, LoginStepId } from './loginTypes';
import { useLoginValue, useStepForm, type FieldMap, type LoginValueProps } from './useStepForm';

export interface CreatePasswordStepProps extends LoginValueProps {
  /** Sets the first password after an SMS login (POST /user/create_pwd). Awaited. */
  onCreatePassword?: (payload: CreatePasswordPayload) => Promise<ApiResult>;
  /** Called with `create_password` once the password is set. */
  onDone?: (step: LoginStepId) => void;
  notice?: ReactNode;
  className?: string;
}

const MAP: FieldMap = { password: 'new_password', password_confirmation: 'confirm_password' };

/** Step 9: set a password after the first login (`data.is_need_password`). */
export function CreatePasswordStep({
  onCreatePassword,
  onDone,
  notice,
  className,
  ...valueProps
}: CreatePasswordStepProps) {
  const t = useDomainText(loginMessages);
  const [value, setValue] = useLoginValue(valueProps);
  const form = useStepForm(setPasswordSchema, MAP, value, setValue);
  const { setError, submitting, call, frame } = useStepCall(t);
  const [done, setDone] = useState(false);

  const submit = async () => {
    if (submitting || done || !form.validate()) return;
    const { new_password, confirm_password } = form.normalized();
    const outcome = await call(onCreatePassword && (() => onCreatePassword({ new_password, confirm_password })));
    if (outcome.error) return setError(outcome.error);
    if (!outcome.result) return;
    setValue({ ...form.latest.current, new_password: '', confirm_password: '' });
    setDone(true);
    onDone?.('create_password');
  };

  return (
    <LoginStepFrame
      step="create_password"
      shared={{ notice, className }}
      notice={done ? t('login.createPassword.done') : undefined}
      {...frame}
      onSubmit={submit}
    >
      <NewPasswordFields form={form} />
    </LoginStepFrame>
  );
}
