/**
 * Response schemas for the OpenAPI document (/api/openapi.json): what each call answers.
 *
 * Documentation only. Fastify would otherwise serialize answers with them (fast-json-stringify
 * drops every property a schema does not list and coerces types), and a business refusal is
 * also an HTTP 200, so one schema per status cannot describe every answer exactly: app.ts sets a
 * serializer compiler that ignores them (plain JSON.stringify, as without schemas). Instead,
 * test/openapi.test.ts checks real answers of every documented call against these schemas, so
 * the document cannot drift from what the server sends.
 *
 * Every business answer is the envelope of spec 000 section 8: either a success (status_code 200,
 * or 202 for a right image captcha) with the call's data, or a refusal (any other status_code,
 * the message says why; data may name the wrong `field`).
 */

import { STATUS } from '@edupay/forms/contract';

type JsonSchema = Record<string, unknown>;

export const text = (description?: string): JsonSchema => ({ type: 'string', ...(description ? { description } : {}) });
export const int = (description?: string): JsonSchema => ({ type: 'integer', ...(description ? { description } : {}) });
export const flag = (description: string): JsonSchema => ({ type: 'integer', enum: [0, 1], description });

/** An object with exactly these properties, all present. */
export function shape(properties: Record<string, JsonSchema>, description?: string): JsonSchema {
  return {
    type: 'object',
    properties,
    required: Object.keys(properties),
    additionalProperties: false,
    ...(description ? { description } : {}),
  };
}

export const listOf = (items: JsonSchema, description?: string): JsonSchema => ({ type: 'array', items, ...(description ? { description } : {}) });

export const EMPTY = shape({}, 'Nothing');

/** user_info (spec 000 section 3): empty strings when nobody is logged in. */
export const USER_INFO = shape({ user_name: text('Name shown in the header; empty when logged out'), user_country: text('Alpha-3 country code') });

/** A payee of the institution search (get_school, get_institution, get_index_data). */
export const INSTITUTION = shape({
  id: int('Payee id (reg_college_id when registering)'),
  code: text('Payee code'),
  en: text('English name'),
  local: text('Chinese name, or empty'),
  zh: text('Chinese name, or empty'),
  ab: text('Common abbreviations'),
  type: { type: 'string', enum: ['tuition', 'other'], description: 'Payee type' },
  is_school: flag('1: a school (listed for registration)'),
  cy: text('Alpha-2 country code'),
  country: text('Alpha-3 country code'),
});

/** A country item: value (alpha-3), name in the request's language, both names, cy (alpha-2). */
export const COUNTRY_ITEM_PROPERTIES = {
  value: text('Alpha-3 code'),
  name: text("Name in the request's language"),
  name_en: text(),
  name_zh: text(),
  cy: text('Alpha-2 code'),
};
export const COUNTRY_ITEM = shape(COUNTRY_ITEM_PROPERTIES);

/** cs_info (spec 000 section 3): the user's payment specialist, or the service desk. */
export const CS_INFO = shape({
  qr_code: text('QR code image URL, or empty'),
  is_wechat: { type: 'integer', description: '1: WeChat QR code; 2: WhatsApp; 0: none' },
  account_en: text("The specialist's name in English (the spec's field)"),
  account_name: text("The specialist's name in the request's language (王静 in Chinese, Jing Wang in English); the service desk's name when none is assigned"),
  phone_num: text(),
  wechat_id: text(),
  working: text('Working hours'),
  email: text(),
  public_account: text(),
  office_phone: text(),
});

const REFUSAL_DATA: JsonSchema = {
  type: 'object',
  description: 'Details of a refusal, e.g. field (the wrong input), wait (seconds), pass, state',
  additionalProperties: true,
};

export interface EnvelopeOptions {
  /** status_code values that mean success (default [200]). */
  readonly success?: readonly number[];
  /** user_info (login state): in every success ('always'), or in some ('sometimes'); refusals may carry it too. */
  readonly userInfo?: 'always' | 'sometimes';
  /** token is in every successful answer (get_config), not only when the call issued one. */
  readonly alwaysToken?: boolean;
}

/** The refusal codes with their names (400 INVALID names the wrong input in data.field). */
const STATUS_CODES = Object.entries(STATUS)
  .filter(([, code]) => code !== STATUS.OK && code !== STATUS.CAPTCHA_OK)
  .map(([name, code]) => `${code} ${name}`)
  .join(', ');

function variant(title: string, statusCode: JsonSchema, data: JsonSchema, options: EnvelopeOptions, success: boolean): JsonSchema {
  const required = ['status_code', 'message', 'data'];
  // A refusal may come before the call ran (maintenance, bad input): no user_info or token then.
  if (success && options.userInfo === 'always') required.push('user_info');
  if (success && options.alwaysToken) required.push('token');
  return {
    title,
    type: 'object',
    properties: {
      status_code: statusCode,
      message: text("What happened, in the request's language (language cookie, else Accept-Language, else en)"),
      data,
      token: text('The session token, when this call issued one (also set as the token cookie)'),
      ...(options.userInfo ? { user_info: USER_INFO } : {}),
    },
    required,
    additionalProperties: false,
  };
}

/** HTTP 500: an unknown fault; the generic message carries the request id, also in the log. */
export const FAULT = {
  description: 'Unknown fault (no stack trace; request_id is also in the server log)',
  ...shape({ status_code: { type: 'integer', enum: [500] }, message: text(), data: EMPTY, request_id: text() }),
};

/** `response` for a route answering the envelope with `data` on success. */
export function envelopeResponse(data: JsonSchema, options: EnvelopeOptions = {}, description = 'The envelope: success or refusal (HTTP 200 for both)') {
  const success = options.success ?? [200];
  return {
    200: {
      description,
      anyOf: [
        variant('Success', { type: 'integer', enum: [...success] }, data, options, true),
        variant('Refusal', { type: 'integer', not: { enum: [...success] }, description: STATUS_CODES }, REFUSAL_DATA, options, false),
      ],
    },
    500: FAULT,
  };
}
