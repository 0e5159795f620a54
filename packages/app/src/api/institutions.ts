import type { SchoolResult } from '@edupay/ui';
import { isSuccess } from '@edupay/forms/contract';
import { call } from './api';

/**
 * School search for fee payment (spec 000 section 7, GET /other/get_school). Without is_register the
 * list also holds non-school payees (landlords); the kit's InstitutionSearch throttles the calls.
 */
export async function searchInstitutions(search_key: string, remittance_country_id: string, options: { forRegistration?: boolean } = {}): Promise<SchoolResult[]> {
  // is_register=1: the registration form's school field lists schools only (no landlords).
  const is_register = options.forRegistration ? 1 : undefined;
  const result = await call<SchoolResult[]>('GET', '/other/get_school', { search_key, remittance_country_id, is_register });
  if (!isSuccess(result)) throw new Error(result.message ?? 'search failed');
  return result.data ?? [];
}

export interface InstitutionRequestPayload {
  institution_name: string;
  institution_country: string;
  city: string;
  website: string;
  contact_name: string;
  email: string;
  note: string;
}

/** POST /other/institution_request: the answer as is, so the form can show a refusal next to its field. */
export const requestInstitution = (payload: InstitutionRequestPayload) => call<{ id: number }>('POST', '/other/institution_request', { ...payload });
