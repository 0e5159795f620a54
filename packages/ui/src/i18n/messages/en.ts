/** Built-in strings of the kit, English. ICU MessageFormat. The key set is the contract: zh-CN and zh-TW must have exactly these keys. */
export const en = {
  'button.loading': 'Loading',
  'field.required': 'required',
  'password.show': 'Show password',
  'password.hide': 'Hide password',
  'phone.areaCode': 'Area code',
  'phone.number': 'Phone number',
  'select.placeholder': 'Please select',
  'dialog.close': 'Close',
  'toast.region': 'Notifications',
  'toast.dismiss': 'Dismiss notification',
  'countdown.send': 'Send code',
  'countdown.resend': 'Resend',
  'countdown.counting': 'Resend in {seconds, plural, one {# second} other {# seconds}}',
  'money.invalid': 'Invalid amount',
  'pagination.label': 'Pagination',
  'pagination.previous': 'Previous page',
  'pagination.next': 'Next page',
  'pagination.page': 'Page {page}',
  'pagination.total': '{total, plural, one {# item} other {# items}} in total',
  'steps.label': 'Progress',
  'steps.status': 'Step {current} of {total}',
  'steps.completed': 'completed',
  'steps.current': 'current step',
  'empty.title': 'No data',
  'spinner.label': 'Loading',
  'alert.dismiss': 'Close',
} as const;

export type MessageId = keyof typeof en;
export type Messages = Record<MessageId, string>;
