import { contactSchema, validateField, validateForm, formatError } from '@edupay/forms';
import type { ContactPayload } from '../../api/content';
import type { AppLocale } from '../../i18n/defineAppMessages';

export type ContactValues = Omit<ContactPayload, 'form'>;
export type ContactField = keyof ContactValues;
export type ContactErrors = Partial<Record<ContactField, string>>;

export const CONTACT_FIELDS: readonly ContactField[] = ['contact_name', 'email', 'phone', 'organisation', 'enquiry_type', 'message'];
export const EMPTY_CONTACT: ContactValues = { contact_name: '', email: '', phone: '', organisation: '', enquiry_type: '', message: '' };

/** One field's message in the user's language (the server checks the same contactSchema). */
export function contactFieldError(field: ContactField, values: ContactValues, locale: AppLocale): string | undefined {
  const error = validateField(contactSchema, field, values);
  return error ? formatError(error, locale) : undefined;
}

/** Every field: the messages and the first wrong field (focused on submit). */
export function checkContact(values: ContactValues, locale: AppLocale): { errors: ContactErrors; first: ContactField | null } {
  const result = validateForm(contactSchema, values, locale);
  return { errors: result.messages as ContactErrors, first: result.firstInvalid as ContactField | null };
}
