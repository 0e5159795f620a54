/**
 * Small JSON-schema builders for route payloads. Lengths are generous bounds against abuse;
 * the business rules (patterns, lengths of the spec) are checked with @edupay/forms so the
 * messages match the client's.
 */
export const str = (maxLength = 100) => ({ type: 'string', maxLength }) as const;
/** A value the client may send as a string or a number (ids, select values). */
export const strOrNum = (maxLength = 32) => ({ type: ['string', 'number'], maxLength }) as const;

export function object(properties: Record<string, object>, required: readonly string[] = []) {
  return { type: 'object', properties, required, additionalProperties: true } as const;
}
