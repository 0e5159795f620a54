/**
 * Fastify's JSON-schema validation errors turned into the spec's envelope with a localized
 * message naming the field ("Please enter your mobile number"), instead of Fastify's default
 * HTTP 400: bad input is a business outcome the client toasts (spec 000 section 8).
 */
import type { FastifySchemaValidationError } from 'fastify/types/schema';
import { t, type Locale } from '../messages';
import { fieldMessage } from '../messages/field-labels';

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
  switch (error.keyword) {
    case 'required':
      return { field, message: fieldMessage(locale, 'fieldRequired', field) };
    case 'maxLength':
      return { field, message: fieldMessage(locale, 'fieldTooLong', field, { max: Number(params['limit']) }) };
    case 'minLength':
      return Number(params['limit']) <= 1
        ? { field, message: fieldMessage(locale, 'fieldRequired', field) }
        : { field, message: fieldMessage(locale, 'fieldTooShort', field, { min: Number(params['limit']) }) };
    case 'additionalProperties':
      return { field, message: fieldMessage(locale, 'fieldUnknown', field) };
    case 'type':
      return { field, message: fieldMessage(locale, 'fieldType', field) };
    default:
      return { field, message: fieldMessage(locale, 'fieldPattern', field) };
  }
}
