/**
 * The "my school is not listed" request of /not_institution (issue 14 item 2): a payer whose school
 * the search does not know asks for it to be added. The page validates as the payer types and the
 * server validates the same payload, so both show the same message in the payer's language.
 */
import type { Schema } from './types';

export const institutionRequestSchema = {
  institution_name: { rules: ['required', ['min', { length: 2 }], ['max', { length: 100 }]], normalize: 'input' },
  institution_country: ['selectRequired'],
  city: { rules: [['max', { length: 60 }]], normalize: 'input' },
  website: { rules: [['max', { length: 200 }], 'banSpace'], normalize: 'trim' },
  contact_name: { rules: ['required', ['max', { length: 40 }], 'nameNoDigits'], normalize: 'input' },
  email: { rules: ['required', 'email'], normalize: 'trim' },
  note: { rules: [['max', { length: 500 }]], normalize: 'trim' },
} as const satisfies Schema;

export type InstitutionRequestValues = {
  institution_name?: string;
  institution_country?: string;
  city?: string;
  website?: string;
  contact_name?: string;
  email?: string;
  note?: string;
};
