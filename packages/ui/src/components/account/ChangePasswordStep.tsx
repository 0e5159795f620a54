import { useState, type ReactNode } from 'react';
import { changePasswordSchema } from '@edupay/forms';
import { PasswordField } from '../../primitives/PasswordField';
import { useDomainText } from '../../i18n/useDomainText';
import { useStepCall } from './useStepCall';
import { loginMessages } from './loginMessages';
import { LoginStepFrame } from './LoginStepFrame';
import { NewPasswordFields } from './NewPasswordFields';
import type { ApiResult } from '@edupay/forms/contract';
import type { ChangePasswordPayload, LoginStepId } from './loginTypes';
import { useLoginValue, useStepForm, type FieldMap, type LoginValueProps } from './useStepForm';

export interface ChangePasswordStepProps extends LoginValueProps {
  /** Changes the password of the logged-in user (POST /user/change_pwd). Awaited. */
  onChangePassword?: (payload: ChangePasswordPayload) => Promise<ApiResult>;
  /** Called with `change` once the password is changed. */
  onDone?: (step: LoginStepId) => void;
  /**
   * Called with `create_password` when the server answers that the account has no password yet
   * (416, an account opened by SMS): there is nothing to change, so the dialog offers step 9.
   */
  onStepChange?: (step: LoginStepId) => void;
  notice?: ReactNode;
  className?: string;
}

const MAP: FieldMap = {
  old_password: 'old_password',
  password: 'new_password',
  password_confirmation: 'confirm_password',
};

/** Step 7: change the password (current, new, confirmation). Shows the success in place and calls `onDone("change")`. */
export function ChangePasswordStep({
  onChangePassword,
  onDone,
  onStepChange,
  notice,
  className,
  ...valueProps
}: ChangePasswordStepProps) {
  const t = useDomainText(loginMessages);
  const [value, setValue] = useLoginValue(valueProps);
  const form = useStepForm(changePasswordSchema, MAP, value, setValue);
  const { setError, submitting, call, frame } = useStepCall(t);
  const [done, setDone] = useState(false);

  const submit = async () => {
    if (submitting || !form.validate()) return;
    const { old_password, new_password, confirm_password } = form.normalized();
    setDone(false);
    const outcome = await call(
      onChangePassword && (() => onChangePassword({ old_password, new_password, confirm_password })),
      ['no_password'],
    );
    if (outcome.kind === 'no_password') return onStepChange?.('create_password');
    if (outcome.error) return setError(outcome.error);
    if (!outcome.result) return;
    setValue({ ...form.latest.current, old_password: '', new_password: '', confirm_password: '' });
    setDone(true);
    onDone?.('change');
  };

  return (
    <LoginStepFrame
      step="change"
      shared={{ notice, className }}
      notice={done ? t('login.change.done') : undefined}
      {...frame}
      onSubmit={submit}
    >
      <PasswordField
        label={t('login.field.oldPassword')}
        autoComplete="current-password"
        required
        {...form.text('old_password')}
      />
      <NewPasswordFields form={form} />
    </LoginStepFrame>
  );
}
