/**
 * Small JSON-schema builders for route payloads. Lengths are generous bounds against abuse;
 * the business rules (patterns, lengths of the spec) are checked with @edupay/forms so the
 * messages match the client's.
 */
import type { JSONSchema } from 'json-schema-to-ts';
export const str = (maxLength = 100) => ({ type: 'string', maxLength }) as const;
/** A value the client may send as a string or a number (ids, select values). */
export const strOrNum = (maxLength = 32) => ({ type: ['string', 'number'], maxLength }) as const;

/**
 * A pattern for digits ('' too) whose value is at most `max`: fewer digits than `max` has, or as
 * many and not above it place by place (`maximum` bounds a JSON number only, never a string).
 */
export function digitsUpTo(max: number): string {
  const top = String(max);
  const alternatives = [`\\d{0,${top.length - 1}}`, top];
  for (let i = 0; i < top.length; i += 1) {
    const digit = Number(top[i]);
    const rest = top.length - i - 1;
    if (digit > 0) alternatives.push(`${top.slice(0, i)}[0-${digit - 1}]${rest > 0 ? `\\d{${rest}}` : ''}`);
  }
  return `^(?:${alternatives.join('|')})$`;
}

/**
 * A whole number the client may send as digits or as a JSON number ('' = none), bounded by
 * `max` (at most PostgreSQL's integer) either way, so an absurd id is an input error, not a database fault.
 */
export const intOrDigits = (max = 2_147_483_647) =>
  ({ type: ['string', 'integer'], maxLength: String(max).length, pattern: digitsUpTo(max), minimum: 0, maximum: max }) as const;

/**
 * A request object: these properties (others pass through), `required` among them. The `const`
 * type parameters keep each property's literal schema, so the route's request type is read from
 * it (json-schema-to-ts, see the README's "How a route gets its types").
 */
export function object<const P extends Record<string, JSONSchema>, const R extends readonly (keyof P & string)[] = []>(
  properties: P,
  required: R = [] as unknown as R,
) {
  return { type: 'object', properties, required, additionalProperties: true } as const;
}

/**
 * A query or body schema with its example (OpenAPI shows the first): each property named in the
 * example carries its own value (query parameters show theirs), the object the whole example.
 * Typed like `object()`: the examples do not change what the schema admits.
 */
export function input<
  const P extends Record<string, JSONSchema & object>,
  const R extends readonly (keyof P & string)[] = [],
>(properties: P, example: Readonly<Partial<Record<keyof P, unknown>>> & Record<string, unknown>, required: R = [] as unknown as R) {
  const withExamples = Object.fromEntries(
    Object.entries(properties).map(([name, schema]) => [name, name in example ? { ...schema, examples: [example[name]] } : schema]),
  ) as unknown as P;
  return { type: 'object', properties: withExamples, required, additionalProperties: true, examples: [example] } as const;
}
