import { useContext, useId, type FormEvent, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { useDomainText } from '../../i18n/useDomainText';
import { useEduPay } from '../../provider/useEduPay';
import { loginMessages } from './loginMessages';
import { Alert } from '../../primitives/Alert';
import { Button } from '../../primitives/Button';
import type { LoginAccountType, LoginStepId } from './loginTypes';
import { forgotStep, LOGIN_STEP_TABLE } from './loginStepTable';
import { OfferedStepsContext } from './offeredSteps';

/** What every step passes its frame unchanged from its own props. */
export interface LoginStepShared {
  /** A success message at the top (e.g. "password reset" on step 2). */
  notice?: ReactNode;
  /** Moves to another step; the links to other steps show only when it is given. */
  onStepChange?: (step: LoginStepId) => void;
  className?: string;
}

export interface LoginStepFrameProps {
  /** The step: its title, description, submit label and links come from LOGIN_STEP_TABLE. */
  step: LoginStepId;
  shared: LoginStepShared;
  /** A notice of the step's own (e.g. "password changed") in place of the shared one. */
  notice?: ReactNode;
  /** The failure to show above the actions (the server's message); the typed values stay. */
  error?: string | null;
  /** Submits the step; the native form gives Enter-to-submit in any field. */
  onSubmit?: () => unknown;
  /** Step 2 only: an e-mail account's "Forgot password?" opens the reset by e-mail. */
  accountType?: LoginAccountType;
  children: ReactNode;
  /** Rendered after the form (outside it), e.g. the slider captcha. */
  after?: ReactNode;
  /** The step's call is under way: the submit button is busy (and ignores presses). */
  submitting?: boolean;
  /** Other actions instead of (or besides) the submit button, rendered after the error. */
  actions?: ReactNode;
}

/**
 * The frame every login step shares: a heading (focusable, so LoginSteps can move focus to it on a
 * step change), the form, the error, the actions and the links to other steps. The words around
 * the fields are the step's row in LOGIN_STEP_TABLE.
 */
export function LoginStepFrame({
  step,
  shared: { notice: sharedNotice, onStepChange, className },
  notice = sharedNotice,
  error,
  onSubmit,
  accountType = 'phone',
  children,
  after,
  submitting = false,
  actions,
}: LoginStepFrameProps) {
  const { title, description, submit: submitLabel } = LOGIN_STEP_TABLE[step];
  const offered = useContext(OfferedStepsContext);
  const links = LOGIN_STEP_TABLE[step].links.filter((link) => offered(link.step));
  const t = useDomainText(loginMessages);
  const { t: core } = useEduPay();
  const titleId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void onSubmit?.();
  };
  return (
    <section
      data-slot="login-step"
      data-step={step}
      aria-labelledby={titleId}
      className={cn('flex w-full max-w-md flex-col gap-4', className)}
    >
      <div className="flex flex-col gap-1">
        <h2
          data-slot="login-step-title"
          id={titleId}
          tabIndex={-1}
          className="text-lg font-semibold text-fg outline-none"
        >
          {t(title)}
        </h2>
        {description ? (
          <p data-slot="login-step-description" className="text-sm text-fg-muted">
            {t(description)}
          </p>
        ) : null}
      </div>
      {notice ? <Alert tone="success" description={notice} /> : null}
      <form data-slot="login-step-form" noValidate onSubmit={submit} className="flex flex-col gap-4">
        {children}
        {error ? <Alert data-slot="login-step-error" tone="error" description={error} /> : null}
        {actions}
        {submitLabel ? (
          <Button type="submit" fullWidth loading={submitting} loadingLabel={core('button.loading')}>
            {t(submitLabel)}
          </Button>
        ) : null}
      </form>
      {after}
      {onStepChange && links.length > 0 ? (
        <nav data-slot="login-step-links" aria-label={t('login.nav.label')} className="flex flex-wrap gap-x-5 gap-y-2">
          {links.map((link) => (
            <Button
              key={link.step}
              variant="link"
              size="sm"
              onClick={() => onStepChange(link.followsAccountType ? forgotStep(accountType) : link.step)}
            >
              {t(link.label)}
            </Button>
          ))}
        </nav>
      ) : null}
    </section>
  );
}
