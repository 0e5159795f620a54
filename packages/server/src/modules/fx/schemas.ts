/** Request and response schemas of the FX staff calls (validation, types and OpenAPI in one). */
import { envelopeResponse, listOf, shape, text, int } from '../../http/response-schemas';

const RATE = shape({
  currency: text('ISO 4217 code'),
  per_eur: text('Units of the currency per 1 EUR, a decimal string (never a float)'),
  source: { type: 'string', enum: ['dev', 'ecb', 'operator'], description: 'Where the rate came from' },
  as_of: text('The day the rate is for (YYYY-MM-DD)'),
  updated_at: text('When the row last changed (ISO 8601)'),
});

export const ratesResponse = envelopeResponse(shape({ list: listOf(RATE) }));

export type SetRateBody = { currency: string; per_eur: string; staff: string; reason: string };
export const setRateBody = {
  type: 'object',
  properties: {
    currency: { type: 'string', pattern: '^[A-Z]{3}$', description: 'ISO 4217 code' },
    per_eur: { type: 'string', maxLength: 26, description: 'Units per 1 EUR, a positive decimal string with at most 12 decimals' },
    staff: { type: 'string', minLength: 1, maxLength: 80, description: 'Who makes the change (kept in the change log)' },
    reason: { type: 'string', minLength: 1, maxLength: 300, description: 'Why (kept in the change log)' },
  },
  required: ['currency', 'per_eur', 'staff', 'reason'],
  additionalProperties: false,
  examples: [{ currency: 'CNY', per_eur: '7.7410', staff: 'Wang Jing', reason: 'Bank desk rate at 10:00 Beijing time' }],
} as const;
export const setRateResponse = envelopeResponse(RATE);

export const refreshResponse = envelopeResponse(shape({ changed: int('How many rates changed'), as_of: text('The day of the stored snapshot') }));
