import { proxy } from 'valtio';
import type { LoginFormValue, LoginStepId } from '@edupay/ui';

/**
 * Which app-level dialog is open. Anything may open one (the header's login button, the user menu,
 * the route guard, the response policy on 402); the shell renders them. Spec 000 section 2: any
 * open modal is hidden on every navigation (`closeDialogs`).
 */
export interface DialogState {
  login: { open: boolean; step: LoginStepId; value: Partial<LoginFormValue> };
  /** The customer-service modal (the widget's small-screen form). */
  customerService: boolean;
  /** Where to go after login: the guarded route the visitor asked for (path and query). */
  afterLogin: string | null;
}

export const dialogs = proxy<DialogState>({
  login: { open: false, step: 'sms', value: {} },
  customerService: false,
  afterLogin: null,
});

/** Open the login dialog at a step (default SMS login), optionally with values (e.g. the reset ticket). */
export function openLogin(step: LoginStepId = 'sms', value: Partial<LoginFormValue> = {}): void {
  dialogs.login = { open: true, step, value };
}

export function closeLogin(): void {
  dialogs.login.open = false;
}

export function closeDialogs(): void {
  dialogs.login.open = false;
  dialogs.customerService = false;
}
