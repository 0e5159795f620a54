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

// --- The operations console's FX screen (/api/ops, tag ops): the same rates with the spread; admins set one.

const OPS_RATE = shape({
  currency: text('ISO 4217 code'),
  per_eur: text('Units of the currency per 1 EUR, a decimal string'),
  source: { type: 'string', enum: ['dev', 'ecb', 'operator'], description: 'Where the rate came from' },
  as_of: text('The day the rate is for (YYYY-MM-DD)'),
  updated_at: text('When the row last changed (ISO 8601)'),
  cny_mid: text('CNY per 1 unit at mid-market, 6 decimals (empty without a CNY rate)'),
  cny_payer: text('CNY per 1 unit at the payer rate (mid-market plus the spread), 6 decimals'),
});

export const opsRatesResponse = envelopeResponse(shape({ spread_bps: int('The spread quotes add to the mid-market rate, in basis points'), list: listOf(OPS_RATE) }));
export const opsRateResponse = envelopeResponse(OPS_RATE);

export const opsSetRateBody = {
  type: 'object',
  properties: {
    currency: { type: 'string', pattern: '^[A-Z]{3}$', description: 'ISO 4217 code' },
    per_eur: { type: 'string', minLength: 1, maxLength: 26, description: 'Units per 1 EUR, a positive decimal string with at most 12 decimals' },
    reason: { type: 'string', minLength: 1, maxLength: 300, description: 'Why (kept in the change log and the audit log)' },
  },
  required: ['currency', 'per_eur', 'reason'],
  additionalProperties: false,
  examples: [{ currency: 'CNY', per_eur: '7.7410', reason: 'Bank desk rate at 10:00 Beijing time' }],
} as const;
