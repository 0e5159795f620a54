/**
 * Small JSON-schema builders for route payloads. Lengths are generous bounds against abuse;
 * the business rules (patterns, lengths of the spec) are checked with @edupay/forms so the
 * messages match the client's.
 */
export const str = (maxLength = 100) => ({ type: 'string', maxLength }) as const;
/** A value the client may send as a string or a number (ids, select values). */
export const strOrNum = (maxLength = 32) => ({ type: ['string', 'number'], maxLength }) as const;

/**
 * A whole number the client may send as digits or as a JSON number ('' = none), bounded by
 * `max` (at most PostgreSQL's integer), so an absurd id is an input error, not a database fault.
 */
export const intOrDigits = (max = 2_147_483_647) =>
  ({ type: ['string', 'integer'], maxLength: String(max).length, pattern: '^\\d*$', minimum: 0, maximum: max }) as const;

export function object(properties: Record<string, object>, required: readonly string[] = []) {
  return { type: 'object', properties, required, additionalProperties: true } as const;
}
