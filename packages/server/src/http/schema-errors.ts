/**
 * Fastify's JSON-schema validation errors turned into the spec's envelope with a localized
 * message naming the field ("Please enter your mobile number"), instead of Fastify's default
 * HTTP 400: bad input is a business outcome the client toasts (spec 000 section 8).
 */
import type { FastifySchemaValidationError } from 'fastify/types/schema';
import { fieldLabel } from '@edupay/forms';
import { t, type Locale } from '../messages';

export interface SchemaProblem {
  readonly field: string;
  readonly message: string;
}

export function describeSchemaError(errors: readonly FastifySchemaValidationError[], locale: Locale): SchemaProblem {
  const error = errors[0];
  if (!error) return { field: '', message: t(locale, 'badRequest') };
  const params = error.params as Record<string, unknown>;
  const path = error.instancePath.replace(/^\//, '').split('/').filter(Boolean);
  const field =
    (typeof params['missingProperty'] === 'string' ? params['missingProperty'] : undefined) ??
    (typeof params['additionalProperty'] === 'string' ? params['additionalProperty'] : undefined) ??
    path.join('.');
  const label = fieldLabel(field, locale) ?? field;
  switch (error.keyword) {
    case 'required':
      return { field, message: t(locale, 'fieldRequired', { field: label }) };
    case 'maxLength':
      return { field, message: t(locale, 'fieldTooLong', { field: label, max: Number(params['limit']) }) };
    case 'minLength':
      return Number(params['limit']) <= 1
        ? { field, message: t(locale, 'fieldRequired', { field: label }) }
        : { field, message: t(locale, 'fieldTooShort', { field: label, min: Number(params['limit']) }) };
    case 'additionalProperties':
      return { field, message: t(locale, 'fieldUnknown', { field }) };
    case 'type':
      return { field, message: t(locale, 'fieldType', { field: label }) };
    default:
      return { field, message: t(locale, 'fieldPattern', { field: label }) };
  }
}
