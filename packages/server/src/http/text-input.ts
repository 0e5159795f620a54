/**
 * No request text may contain a NUL character: PostgreSQL text cannot store one (the query fails
 * deep in the driver, a 500), and no form or link of the client produces one. Checked for every
 * call before its schema, and answered like any bad input: the envelope's 400 naming the field.
 */
import type { FastifyInstance } from 'fastify';
import { BusinessError } from './business-error';
import { fieldMessage } from '../messages/field-labels';
import { Status } from '../status-codes';

const hasNul = (value: unknown): boolean =>
  typeof value === 'string' ? value.includes('\u0000') : Array.isArray(value) ? value.some(hasNul) : false;

/** The first top-level field of a query or body whose text (or list of texts) holds a NUL. */
function fieldWithNul(input: unknown): string | null {
  if (typeof input === 'string') return input.includes('\u0000') ? '' : null;
  if (input === null || typeof input !== 'object') return null;
  for (const [name, value] of Object.entries(input)) if (hasNul(value)) return name;
  return null;
}

export function installTextInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const field = fieldWithNul(request.query) ?? fieldWithNul(request.body);
    if (field !== null) {
      throw BusinessError.text(Status.INVALID, fieldMessage(request.locale, 'fieldPattern', field), { field });
    }
  });
}
