import { dialogs } from '../store/dialogs';

/**
 * Opens and closes the customer-service dialog (the `customerService` flag of store/dialogs.ts, which
 * the route guard's closeDialogs also clears on navigation). Used by the widget and the user menu's
 * "payment specialist".
 *
 * The dialog is opened from outside a Radix DialogTrigger (a menu item, the floating button), so Radix
 * does not know where focus came from: the opener is kept here and gets focus back on close.
 */
let returnFocusTo: HTMLElement | null = null;

export function openCustomerService(opener: HTMLElement | null): void {
  returnFocusTo = opener;
  dialogs.customerService = true;
}

/** For the dialog's onCloseAutoFocus: focus back on the opener when it is still on the page. */
export function returnFocusFromCustomerService(event: Event): void {
  if (!returnFocusTo?.isConnected) return;
  event.preventDefault();
  returnFocusTo.focus();
  returnFocusTo = null;
}

export function closeCustomerService(): void {
  dialogs.customerService = false;
}
