import { useLocation } from 'wouter';
import { useSnapshot } from 'valtio';
import { Dialog, DialogContent, DialogTitle, LoginSteps, useScanningPhone, useToast, type LoginResult, type LoginStepId } from '@edupay/ui';
import * as account from '../api/account';
import { useAppText } from '../i18n/useAppText';
import { configStore } from '../store/configStore';
import { closeLogin, dialogs, openRegistration, returnFocusFromLogin } from '../store/dialogs';
import { completeLogin } from './completeLogin';
import { loginDialogMessages } from './loginDialogMessages';

const TITLES: Partial<Record<LoginStepId, 'loginDialog.changePasswordTitle' | 'loginDialog.setPasswordTitle'>> = {
  change: 'loginDialog.changePasswordTitle',
  create_password: 'loginDialog.setPasswordTitle',
};

/**
 * The login dialog (spec 000 section 2): the kit's nine steps wired to the account calls. The step
 * lives in the dialogs store, so the header, the route guard and the response policy can open it
 * at any step; the values are the kit's own (a step remounts with the dialog).
 */
export function LoginDialog() {
  const t = useAppText(loginDialogMessages);
  const { login } = useSnapshot(dialogs);
  const { config } = useSnapshot(configStore);
  const toast = useToast();
  const [, navigate] = useLocation();
  // On the phone that would have to scan the code: no scan to log in (SMS and password stay, SMS first).
  const scanningPhone = useScanningPhone();
  const step = scanningPhone && login.step === 'scan' ? 'sms' : login.step;

  const loggedIn = (result: LoginResult) => {
    toast.show(result.message || t('loginDialog.loggedIn'), { tone: 'success' });
    const target = completeLogin(result.user_info);
    if (target) navigate(target);
  };

  return (
    <Dialog open={login.open} onOpenChange={(open) => (open ? undefined : closeLogin())}>
      <DialogContent size="sm" aria-describedby={undefined} onCloseAutoFocus={returnFocusFromLogin}>
        {/* Changing or setting a password is no login: the dialog is named for what it does. */}
        <DialogTitle className="sr-only">{t(TITLES[step] ?? 'loginDialog.title')}</DialogTitle>
        <LoginSteps
          step={step}
          onStepChange={(next) => (dialogs.login.step = next)}
          defaultValue={login.value}
          codes={config?.tel_code_list ?? []}
          countdownStorage={sessionCountdowns()}
          onSendCode={account.sendLoginCode}
          onLogin={account.logIn}
          onGetScanTicket={scanningPhone ? undefined : account.getScanTicket}
          onPollScan={account.pollScan}
          onCheckEmail={account.checkEmail}
          onSendResetCode={account.sendResetCode}
          onVerifyResetCode={account.verifyResetCode}
          onSendResetEmail={account.sendResetEmail}
          getCaptchaUrl={account.captchaUrl}
          onResetPassword={account.resetPassword}
          onChangePassword={account.changePassword}
          onCreatePassword={account.createPassword}
          onSliderVerify={account.sliderVerify}
          onGetSliderPuzzle={account.getSliderPuzzle}
          onLoggedIn={loggedIn}
          onNewUser={({ tel_code, phone }) => openRegistration({ loginMethod: 'phone', tel_code, phone })}
          onRegisterEmail={({ email }) => openRegistration({ loginMethod: 'email', email })}
          onDone={(step) => {
            // A first password set after a login: the login already closed the dialog. Set from the user
            // menu (change password on an account that has none), the dialog is still open: close it.
            if (step === 'create_password' && !dialogs.login.open) return;
            if (step !== 'change' && step !== 'create_password') return;
            toast.show(t(step === 'change' ? 'loginDialog.passwordChanged' : 'loginDialog.passwordSet'), { tone: 'success' });
            closeLogin();
          }}
        />
      </DialogContent>
    </Dialog>
  );
}

// The 60 s resend countdowns survive closing and reopening the dialog (and a reload) within the tab,
// as the server's own limit does.
function sessionCountdowns(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}
