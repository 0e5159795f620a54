import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { useControllableState } from '../../lib/useControllableState';
import { useDomainText } from '../../i18n/useDomainText';
import { loginMessages } from './loginMessages';
import type { PhoneCode } from '../../primitives/PhoneField';
import { ChangePasswordStep } from './ChangePasswordStep';
import { CreatePasswordStep } from './CreatePasswordStep';
import { EmailStep } from './EmailStep';
import { ForgotByEmailStep } from './ForgotByEmailStep';
import { ForgotByPhoneStep } from './ForgotByPhoneStep';
import type { LoginOutcomeCallbacks } from './loginOutcome';
import type { ApiResult } from '@edupay/forms/contract';
import {
  EMPTY_LOGIN_VALUE,
  type ChangePasswordPayload,
  type CreatePasswordPayload,
  type EmailPayload,
  type LoginFormValue,
  type LoginPayload,
  type LoginResult,
  type LoginStepId,
  type PasswordLoginPayload,
  type PhonePayload,
  type ResetEmailPayload,
  type ResetPasswordPayload,
  type ResetTicket,
  type ScanPollResult,
  type ScanTicket,
  type SmsLoginPayload,
} from './loginTypes';
import { PasswordLoginStep } from './PasswordLoginStep';
import type { CountdownOptions, SliderOptions } from './PhoneCodeFields';
import { ResetPasswordStep } from './ResetPasswordStep';
import { ScanLoginStep } from './ScanLoginStep';
import { SmsLoginStep } from './SmsLoginStep';
import { OfferedStepsContext } from './offeredSteps';

export interface LoginStepsProps extends CountdownOptions, SliderOptions, Omit<LoginOutcomeCallbacks, 'onStepChange'> {
  /** Controlled step; pair with `onStepChange`. */
  step?: LoginStepId;
  /** Uncontrolled first step. Default `sms`. */
  defaultStep?: LoginStepId;
  /** Called with the next step on every move (links, and the transitions of spec 000 section 4). */
  onStepChange?: (step: LoginStepId) => void;
  /** Controlled shared values (phone, codes, passwords, reset ticket...); pair with `onChange`. */
  value?: LoginFormValue;
  /** Uncontrolled initial values, e.g. the reset ticket `{ id, oid, t }` from the reset link. */
  defaultValue?: Partial<LoginFormValue>;
  onChange?: (value: LoginFormValue) => void;
  /** Area codes (the config's `tel_code_list`). */
  codes: readonly PhoneCode[];

  onSendCode?: (payload: PhonePayload) => Promise<ApiResult>;
  /** SMS login (`SmsLoginPayload`) and password login (`PasswordLoginPayload`). */
  onLogin?: (payload: LoginPayload) => Promise<LoginResult>;
  /** Scan to log in: without it there is no scan step to link to (e.g. on the phone that would scan). */
  onGetScanTicket?: () => Promise<ApiResult<ScanTicket>>;
  onPollScan?: (ticket: string) => Promise<ScanPollResult>;
  /** Milliseconds between scan polls. Default 2000. */
  scanPollInterval?: number;
  onCheckEmail?: (payload: EmailPayload) => Promise<ApiResult>;
  onSendResetCode?: (payload: PhonePayload) => Promise<ApiResult>;
  onVerifyResetCode?: (payload: SmsLoginPayload) => Promise<ApiResult<ResetTicket>>;
  onSendResetEmail?: (payload: ResetEmailPayload) => Promise<ApiResult>;
  /** The image captcha URL of step 8 (and of step 2 once the server asks for it), called for each new image. */
  getCaptchaUrl?: () => string;
  onResetPassword?: (payload: ResetPasswordPayload) => Promise<ApiResult>;
  onChangePassword?: (payload: ChangePasswordPayload) => Promise<ApiResult>;
  onCreatePassword?: (payload: CreatePasswordPayload) => Promise<ApiResult>;

  /** A free e-mail address in step 4: open the registration supplement with it. */
  onRegisterEmail?: (payload: EmailPayload) => void;
  /** A step finished its work: `reset`, `change`, `create_password`, `forgot_email` (link sent). */
  onDone?: (step: LoginStepId) => void;
  className?: string;
}

/**
 * The login dialog's nine steps (spec 000 section 2) as one controlled component. It holds the
 * step and the values the steps share, and wires the transitions of spec 000 section 4: SMS login
 * of a new user → `onNewUser`; `is_need_password` → step 9, then `onLoggedIn` once the password
 * is set; 332 on the e-mail step → "already registered" → step 2 with the address; forgot by
 * phone → reset → step 2 with a "password reset" notice. Focus moves to the new step's heading.
 */
export function LoginSteps({
  step: stepProp,
  defaultStep = 'sms',
  onStepChange,
  value: valueProp,
  defaultValue,
  onChange,
  codes,
  onSendCode,
  onLogin,
  onGetScanTicket,
  onPollScan,
  scanPollInterval,
  onCheckEmail,
  onSendResetCode,
  onVerifyResetCode,
  onSendResetEmail,
  getCaptchaUrl,
  onResetPassword,
  onChangePassword,
  onCreatePassword,
  onSliderVerify,
  onGetSliderPuzzle,
  onNewUser,
  onNeedPassword,
  onLoggedIn,
  onRegisterEmail,
  onDone,
  now,
  countdownStorage,
  className,
}: LoginStepsProps) {
  const t = useDomainText(loginMessages);
  const [step, setStep] = useControllableState<LoginStepId>(stepProp, defaultStep, onStepChange);
  const [value, setValue] = useControllableState<LoginFormValue>(
    valueProp,
    { ...EMPTY_LOGIN_VALUE, ...defaultValue },
    onChange,
  );
  const [notice, setNotice] = useState<{ step: LoginStepId; text: ReactNode } | null>(null);
  // The login answer that asked for a password: handed to onLoggedIn once step 9 is done.
  const pendingLogin = useRef<LoginResult | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const mountedStep = useRef(step);

  // On a step change (not on mount), put focus on the new step's heading so keyboard and screen
  // reader users start at its top.
  useEffect(() => {
    if (mountedStep.current === step) return;
    mountedStep.current = '' as LoginStepId;
    rootRef.current?.querySelector<HTMLElement>('[data-slot="login-step-title"]')?.focus();
  }, [step]);

  const go = (next: LoginStepId) => {
    if (notice && notice.step !== next) setNotice(null);
    setStep(next);
  };

  const hasScan = Boolean(onGetScanTicket);
  const offered = useCallback((id: LoginStepId) => id !== 'scan' || hasScan, [hasScan]);

  const shared = { value, onChange: setValue, now, countdownStorage, onSliderVerify, onGetSliderPuzzle };
  const noticeFor = (id: LoginStepId) => (notice?.step === id ? notice.text : undefined);
  const outcome = {
    onNewUser,
    onLoggedIn,
    onNeedPassword: (result: LoginResult) => {
      pendingLogin.current = result;
      onNeedPassword?.(result);
    },
    onStepChange: go,
  };

  const body = (() => {
    switch (step) {
      case 'sms':
        return (
          <SmsLoginStep
            {...shared}
            {...outcome}
            codes={codes}
            notice={noticeFor('sms')}
            onSendCode={onSendCode}
            onLogin={onLogin}
          />
        );
      case 'password':
        return (
          <PasswordLoginStep
            value={value}
            onChange={setValue}
            {...outcome}
            codes={codes}
            notice={noticeFor('password')}
            getCaptchaUrl={getCaptchaUrl}
            onLogin={onLogin as ((payload: PasswordLoginPayload) => Promise<LoginResult>) | undefined}
          />
        );
      case 'scan':
        return (
          <ScanLoginStep
            {...outcome}
            now={now}
            notice={noticeFor('scan')}
            onGetScanTicket={onGetScanTicket}
            onPollScan={onPollScan}
            pollInterval={scanPollInterval}
          />
        );
      case 'email':
        return (
          <EmailStep
            value={value}
            onChange={setValue}
            notice={noticeFor('email')}
            onCheckEmail={onCheckEmail}
            onRegisterEmail={onRegisterEmail}
            onStepChange={go}
          />
        );
      case 'forgot_phone':
        return (
          <ForgotByPhoneStep
            {...shared}
            codes={codes}
            notice={noticeFor('forgot_phone')}
            onSendResetCode={onSendResetCode}
            onVerifyResetCode={onVerifyResetCode}
            onStepChange={go}
          />
        );
      case 'reset':
        return (
          <ResetPasswordStep
            value={value}
            onChange={setValue}
            notice={noticeFor('reset')}
            onResetPassword={onResetPassword}
            onStepChange={go}
            onDone={(done) => {
              setNotice({ step: 'password', text: t('login.reset.done') });
              onDone?.(done);
            }}
          />
        );
      case 'change':
        return (
          <ChangePasswordStep
            value={value}
            onChange={setValue}
            notice={noticeFor('change')}
            onChangePassword={onChangePassword}
            onStepChange={(next) => {
              go(next);
              setNotice({ step: next, text: t('login.change.noPassword') });
            }}
            onDone={onDone}
          />
        );
      case 'forgot_email':
        return (
          <ForgotByEmailStep
            value={value}
            onChange={setValue}
            now={now}
            countdownStorage={countdownStorage}
            notice={noticeFor('forgot_email')}
            onSendResetEmail={onSendResetEmail}
            getCaptchaUrl={getCaptchaUrl}
            onStepChange={go}
            onDone={onDone}
          />
        );
      case 'create_password':
        return (
          <CreatePasswordStep
            value={value}
            onChange={setValue}
            notice={noticeFor('create_password')}
            onCreatePassword={onCreatePassword}
            onDone={(done) => {
              const login = pendingLogin.current;
              pendingLogin.current = null;
              if (login) onLoggedIn?.(login);
              onDone?.(done);
            }}
          />
        );
    }
  })();

  return (
    <div ref={rootRef} data-slot="login-steps" data-step={step} className={cn('w-full', className)}>
      {/* A step is remounted when it changes: its errors and busy state belong to it alone. */}
      <OfferedStepsContext value={offered}>
        <div key={step}>{body}</div>
      </OfferedStepsContext>
    </div>
  );
}
