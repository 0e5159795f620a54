/**
 * The contact form of /contact and /contactb (spec 000 section 2, "contact us"; spec 001 section 7,
 * POST nuxt/save__info). The app validates as the visitor types and the server validates the same
 * payload with this schema, so both show the same message in the visitor's language.
 */
import type { Schema } from './types';

/** What the visitor writes about; /contactb (institutions and partners) offers the business ones first. */
export const ENQUIRY_TYPES = ['payment', 'institution', 'partnership', 'media', 'other'] as const;
export type EnquiryType = (typeof ENQUIRY_TYPES)[number];

/** The two forms of the spec's routes: payers (/contact) and institutions or partners (/contactb). */
export const CONTACT_FORMS = ['contact', 'contactb'] as const;
export type ContactForm = (typeof CONTACT_FORMS)[number];

export const CONTACT_MESSAGE_MIN = 10;
export const CONTACT_MESSAGE_MAX = 2000;

export const contactSchema = {
  contact_name: { rules: ['required', ['max', { length: 40 }], 'nameNoDigits'], normalize: 'input' },
  email: { rules: ['required', 'email'], normalize: 'trim' },
  // Optional, any country: digits only, 5 to 15 (E.164 allows at most 15).
  phone: { rules: ['phone_numeric', ['phone_between', { min: 5, max: 15 }]], normalize: 'code' },
  organisation: { rules: [['max', { length: 100 }]], normalize: 'input' },
  enquiry_type: ['selectRequired', ['oneOf', { values: ENQUIRY_TYPES }]],
  message: {
    rules: ['required', ['min', { length: CONTACT_MESSAGE_MIN }], ['max', { length: CONTACT_MESSAGE_MAX }]],
    normalize: 'trim',
  },
} as const satisfies Schema;

export type ContactValues = {
  contact_name?: string;
  email?: string;
  phone?: string;
  organisation?: string;
  enquiry_type?: string;
  message?: string;
};
