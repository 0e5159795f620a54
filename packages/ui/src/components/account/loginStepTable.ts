import type { loginMessages } from './loginMessages';
import type { LoginAccountType, LoginStepId } from './loginTypes';

type LoginMessageKey = keyof (typeof loginMessages)['en'];

/** A link to another step: where it goes and its words. */
export interface StepLinkSpec {
  step: LoginStepId;
  label: LoginMessageKey;
  /** Step 2's "Forgot password?": opens the reset that matches the chosen account type. */
  followsAccountType?: boolean;
}

export interface LoginStepWords {
  title: LoginMessageKey;
  description?: LoginMessageKey;
  /** The one full-width submit button's label; steps without one (scan, the two that send) leave it out. */
  submit?: LoginMessageKey;
  /** Where the step links to, in order (shown only when the dialog handles step changes). */
  links: readonly StepLinkSpec[];
}

/**
 * What each of the nine steps shows around its own fields: its title and description, the submit
 * label and the links to other steps. The dialog's navigation lives here once, so a new link or a
 * reworded title is one line, not a change in two step components that must agree.
 */
export const LOGIN_STEP_TABLE: Record<LoginStepId, LoginStepWords> = {
  sms: {
    title: 'login.sms.title',
    submit: 'login.action.login',
    links: [
      { step: 'password', label: 'login.nav.password' },
      { step: 'scan', label: 'login.nav.scan' },
      { step: 'email', label: 'login.nav.email' },
    ],
  },
  password: {
    title: 'login.password.title',
    submit: 'login.action.login',
    links: [
      { step: 'forgot_phone', label: 'login.nav.forgot', followsAccountType: true },
      { step: 'sms', label: 'login.nav.sms' },
      { step: 'scan', label: 'login.nav.scan' },
    ],
  },
  scan: {
    title: 'login.scan.title',
    links: [
      { step: 'sms', label: 'login.nav.sms' },
      { step: 'password', label: 'login.nav.password' },
    ],
  },
  email: {
    title: 'login.email.title',
    description: 'login.email.description',
    links: [
      { step: 'sms', label: 'login.nav.sms' },
      { step: 'password', label: 'login.nav.password' },
    ],
  },
  forgot_phone: {
    title: 'login.forgotPhone.title',
    description: 'login.forgotPhone.description',
    submit: 'login.action.next',
    links: [
      { step: 'forgot_email', label: 'login.nav.forgotEmail' },
      { step: 'password', label: 'login.nav.backToLogin' },
    ],
  },
  reset: {
    title: 'login.reset.title',
    submit: 'login.action.confirm',
    links: [{ step: 'password', label: 'login.nav.backToLogin' }],
  },
  change: { title: 'login.change.title', submit: 'login.action.confirm', links: [] },
  forgot_email: {
    title: 'login.forgotEmail.title',
    description: 'login.forgotEmail.description',
    links: [
      { step: 'forgot_phone', label: 'login.nav.forgotPhone' },
      { step: 'password', label: 'login.nav.backToLogin' },
    ],
  },
  create_password: {
    title: 'login.createPassword.title',
    description: 'login.createPassword.description',
    submit: 'login.action.confirm',
    links: [],
  },
};

/** The step the password step's "Forgot password?" opens: the reset by e-mail for an e-mail account. */
export function forgotStep(accountType: LoginAccountType): LoginStepId {
  return accountType === 'email' ? 'forgot_email' : 'forgot_phone';
}
