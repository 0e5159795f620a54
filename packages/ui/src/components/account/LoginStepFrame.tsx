import { useId, type FormEvent, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { useDomainText } from '../../i18n/useDomainText';
import { useEduPay } from '../../provider/useEduPay';
import { loginMessages } from './loginMessages';
import { Alert } from '../../primitives/Alert';
import { Button } from '../../primitives/Button';
import type { LoginStepId } from './loginTypes';

export interface StepLink {
  step: LoginStepId;
  label: ReactNode;
}

export interface LoginStepFrameProps {
  step: LoginStepId;
  title: ReactNode;
  description?: ReactNode;
  /** A success message at the top (e.g. "password reset" on step 2). */
  notice?: ReactNode;
  /** The failure to show above the actions (the server's message); the typed values stay. */
  error?: string | null;
  /** Submits the step; the native form gives Enter-to-submit in any field. */
  onSubmit?: () => void;
  /** Links to other steps, shown only when `onStepChange` is given. */
  links?: readonly StepLink[];
  onStepChange?: (step: LoginStepId) => void;
  className?: string;
  children: ReactNode;
  /** Rendered after the form (outside it), e.g. the slider captcha. */
  after?: ReactNode;
  /** The submit button's label: the frame renders the step's one full-width submit button. */
  submitLabel?: ReactNode;
  /** The step's call is under way: the submit button is busy (and ignores presses). */
  submitting?: boolean;
  /** Other actions instead of (or besides) the submit button, rendered after the error. */
  actions?: ReactNode;
}

/**
 * The frame every login step shares: a heading (focusable, so LoginSteps can move focus to it on a
 * step change), the form, the error, the actions and the links to other steps.
 */
export function LoginStepFrame({
  step,
  title,
  description,
  notice,
  error,
  onSubmit,
  links,
  onStepChange,
  className,
  children,
  after,
  submitLabel,
  submitting = false,
  actions,
}: LoginStepFrameProps) {
  const t = useDomainText(loginMessages);
  const { t: core } = useEduPay();
  const titleId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit?.();
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
          {title}
        </h2>
        {description ? (
          <p data-slot="login-step-description" className="text-sm text-fg-muted">
            {description}
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
            {submitLabel}
          </Button>
        ) : null}
      </form>
      {after}
      {onStepChange && links && links.length > 0 ? (
        <nav data-slot="login-step-links" aria-label={t('login.nav.label')} className="flex flex-wrap gap-x-5 gap-y-2">
          {links.map((link) => (
            <Button key={link.step} variant="link" size="sm" onClick={() => onStepChange(link.step)}>
              {link.label}
            </Button>
          ))}
        </nav>
      ) : null}
    </section>
  );
}
