import { useState, type FormEvent } from 'react';
import { isSuccess } from '@edupay/forms/contract';
import { Alert, Button, PasswordField, TextField } from '@edupay/ui';
import { opsApi, opsToken, type StaffMe } from '../api/ops';
import { useOpsText } from './useOpsText';

/**
 * The console's own login: staff login and password, then the TOTP code (every role).
 * The staff token lives in sessionStorage (this tab only), never in the payer's token cookie.
 */
export function OpsLogin({ pending, onSignedIn }: { pending: boolean; onSignedIn: (me: StaffMe) => void }) {
  const t = useOpsText();
  const [step, setStep] = useState<'password' | 'totp'>(pending ? 'totp' : 'password');
  const [login, setLogin] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [fieldError, setFieldError] = useState('');
  const [busy, setBusy] = useState(false);

  const submitPassword = async (event: FormEvent) => {
    event.preventDefault();
    setError('');
    if (!login.trim() || !password) {
      setFieldError(t('ops.login.required'));
      document.getElementById(login.trim() ? 'ops-password' : 'ops-login')?.focus();
      return;
    }
    setFieldError('');
    setBusy(true);
    const answer = await opsApi.login(login.trim(), password);
    setBusy(false);
    if (!isSuccess(answer)) {
      setError(answer.message || t('error.network'));
      return;
    }
    opsToken.set(answer.data.token);
    if (answer.data.staff.totp_needed === 1) {
      setStep('totp');
      return;
    }
    onSignedIn(answer.data.staff);
  };

  const submitCode = async (event: FormEvent) => {
    event.preventDefault();
    setError('');
    if (!/^\d{6}$/.test(code.trim())) {
      setFieldError(t('ops.totp.format'));
      document.getElementById('ops-totp')?.focus();
      return;
    }
    setFieldError('');
    setBusy(true);
    const answer = await opsApi.totp(code.trim());
    setBusy(false);
    if (!isSuccess(answer)) {
      setCode('');
      setError(answer.message || t('error.network'));
      document.getElementById('ops-totp')?.focus();
      return;
    }
    const me = await opsApi.me();
    if (isSuccess(me)) onSignedIn(me.data);
  };

  return (
    <div className="mx-auto flex max-w-sm flex-col gap-4 p-6">
      {step === 'password' ? (
        <form noValidate onSubmit={submitPassword} className="flex flex-col gap-4" aria-labelledby="ops-login-title">
          <h2 id="ops-login-title" className="text-xl font-semibold">
            {t('ops.login.title')}
          </h2>
          <TextField id="ops-login" label={t('ops.login.login')} value={login} onChange={setLogin} autoComplete="username" required error={fieldError && !login.trim() ? fieldError : undefined} />
          <PasswordField id="ops-password" label={t('ops.login.password')} value={password} onChange={setPassword} required error={fieldError && login.trim() && !password ? fieldError : undefined} />
          {error ? <Alert tone="error" description={error} /> : null}
          <Button type="submit" disabled={busy}>
            {t('ops.login.submit')}
          </Button>
        </form>
      ) : (
        <form noValidate onSubmit={submitCode} className="flex flex-col gap-4" aria-labelledby="ops-totp-title">
          <h2 id="ops-totp-title" className="text-xl font-semibold">
            {t('ops.totp.title')}
          </h2>
          <p className="text-sm text-fg-muted">{t('ops.totp.intro')}</p>
          <TextField id="ops-totp" label={t('ops.totp.code')} value={code} onChange={setCode} inputMode="numeric" autoComplete="one-time-code" maxLength={6} required error={fieldError || undefined} />
          {error ? <Alert tone="error" description={error} /> : null}
          <Button type="submit" disabled={busy}>
            {t('ops.totp.submit')}
          </Button>
        </form>
      )}
    </div>
  );
}
