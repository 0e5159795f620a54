/** selectRequired, coustRequired, required (spec 000 section 5), and `accepted` for agreement boxes. */
import type { ValidationResult } from '../types';
import { isBlank } from '../normalize';
import { fail } from './result';

/**
 * required: a value must be present. Blank means undefined, null, '', whitespace only, an empty
 * list or an unticked box (false). 0 is a value (a TCS amount of 0 is allowed by spec 001).
 * The message names the field ("Please enter {field}").
 */
export function required(value: unknown): ValidationResult {
  return isBlank(value) ? fail('required', 'required') : true;
}

/** selectRequired: same check, message for pickers ("Please select {field}"). */
export function selectRequired(value: unknown): ValidationResult {
  return isBlank(value) ? fail('selectRequired', 'selectRequired') : true;
}

/** coustRequired: same check, the custom wording "{field} is required". */
export function coustRequired(value: unknown): ValidationResult {
  return isBlank(value) ? fail('coustRequired', 'coustRequired') : true;
}

/** accepted: an agreement checkbox must be ticked (true), e.g. Terms of Service and Privacy Policy. */
export function accepted(value: unknown): ValidationResult {
  return value === true ? true : fail('accepted', 'accepted');
}
