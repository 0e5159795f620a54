import { proxy, ref } from 'valtio';
import type { LoginFormValue, LoginStepId, RegistrationFormValue, RegistrationResponse } from '@edupay/ui';

/** How the registration supplement was reached: a new phone after SMS login, or a free e-mail. */
export type RegistrationStart = { loginMethod: 'phone'; tel_code: string; phone: string } | { loginMethod: 'email'; email: string };

/**
 * Which app-level dialog is open. Anything may open one (the header's login button, the user menu,
 * the route guard, the response policy on 402); the shell renders them. Spec 000 section 2: any
 * open modal is hidden on every navigation (`closeDialogs`).
 */
export interface DialogState {
  login: { open: boolean; step: LoginStepId; value: Partial<LoginFormValue> };
  /** The registration supplement, with how it was reached. */
  registration: RegistrationStart | null;
  /** Registration succeeded: the assigned account manager to show. */
  assignedManager: RegistrationResponse | null;
  /** The customer-service modal (the widget's small-screen form). */
  customerService: boolean;
  /** Where to go after login: the guarded route the visitor asked for (path and query). */
  afterLogin: string | null;
  /** A scan-login ticket from a QR code opened on this (phone) browser, waiting for confirmation. */
  scanTicket: string | null;
  /** What the registration supplement starts with when it is opened from a form that already holds it (the order's payer, student and school). */
  registrationPrefill: Partial<RegistrationFormValue> | null;
}

export const dialogs = proxy<DialogState>({
  login: { open: false, step: 'sms', value: {} },
  registration: null,
  assignedManager: null,
  customerService: false,
  afterLogin: null,
  scanTicket: null,
  registrationPrefill: null,
});

/**
 * Where focus goes back when the login dialog closes. It is opened from outside a Radix DialogTrigger
 * (the header button, a menu item, the guard), so Radix cannot know: the element focused when it
 * opened, or the opener a caller names (a menu item disappears with its menu: its trigger is named).
 */
let loginOpener: HTMLElement | null = null;

/** Open the login dialog at a step (default SMS login), optionally with values (e.g. the reset ticket). */
export function openLogin(step: LoginStepId = 'sms', value: Partial<LoginFormValue> = {}, opener?: HTMLElement | null): void {
  const active = typeof document === 'undefined' ? null : document.activeElement;
  loginOpener = opener ?? (active instanceof HTMLElement && active !== document.body ? active : null);
  dialogs.login = { open: true, step, value: ref(value) };
}

/**
 * For the login dialog's onCloseAutoFocus: focus back on its opener. The header re-renders its Log in
 * button when the session becomes known (a slow get_config can land while the dialog is open), so an
 * opener no longer on the page is found again by its data-testid.
 */
export function returnFocusFromLogin(event: Event): void {
  const opener = loginOpener;
  loginOpener = null;
  const testId = opener?.dataset['testid'];
  const target = opener?.isConnected ? opener : testId ? document.querySelector<HTMLElement>(`[data-testid="${CSS.escape(testId)}"]`) : null;
  if (!target) return;
  event.preventDefault();
  target.focus();
}

export function closeLogin(): void {
  dialogs.login.open = false;
}

export function openRegistration(start: RegistrationStart): void {
  dialogs.login.open = false;
  dialogs.registration = start;
}

export function closeDialogs(): void {
  dialogs.login.open = false;
  dialogs.registration = null;
  dialogs.assignedManager = null;
  dialogs.customerService = false;
  dialogs.scanTicket = null;
}
