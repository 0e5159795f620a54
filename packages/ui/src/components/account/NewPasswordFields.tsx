import { PasswordField } from '../../primitives/PasswordField';
import { useDomainText } from '../../i18n/useDomainText';
import { loginMessages } from './loginMessages';
import type { useStepForm } from './useStepForm';

/** The new password and its confirmation, shared by steps 6 (reset), 8 (change) and 9 (create). */
export function NewPasswordFields({ form }: { form: ReturnType<typeof useStepForm> }) {
  const t = useDomainText(loginMessages);
  return (
    <>
      <PasswordField
        label={t('login.field.newPassword')}
        hint={t('login.field.passwordHint')}
        autoComplete="new-password"
        required
        {...form.text('password')}
      />
      <PasswordField
        label={t('login.field.confirmPassword')}
        autoComplete="new-password"
        required
        {...form.text('password_confirmation')}
      />
    </>
  );
}
