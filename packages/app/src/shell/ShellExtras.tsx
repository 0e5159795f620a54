/**
 * Things the shell shows on every page besides header and footer (loading bar, customer-service
 * widget, back-to-top...). Mounted once by App.
 */
export function ShellExtras() {
  return null;
}
