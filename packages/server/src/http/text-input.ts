/**
 * What no request text may contain, checked for every call before its schema and answered like
 * any bad input (the envelope's 400 naming the field):
 * - NUL and unpaired surrogates: PostgreSQL text cannot store them (the query would fail deep in
 *   the driver, a 500);
 * - other control characters and the bidi overrides and isolates (U+202A-202E, U+2066-2069): no
 *   form of the client produces them, and stored they let a name display as something else to
 *   staff later (issue 11, item 9).
 * The walk is iterative and bounded in depth: a body of 10,000 nested brackets is refused as input,
 * not a stack overflow (issue 11, item 5).
 */
import type { FastifyInstance } from 'fastify';
import { BusinessError } from './business-error';
import { fieldMessage } from '../messages/field-labels';
import { STATUS } from '@edupay/forms/contract';

/** Deeper than any payload of the API (the registration payload is flat). */
export const MAX_INPUT_DEPTH = 32;

// eslint-disable-next-line no-control-regex -- these are the characters refused
const CONTROLS = /[\u0001-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

type Problem = 'nul' | 'control' | 'depth';

// Half of a UTF-16 surrogate pair: no character, and PostgreSQL refuses it in text and JSON (a 500).
const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function textProblem(text: string): Problem | null {
  if (text.includes('\u0000') || UNPAIRED_SURROGATE.test(text)) return 'nul';
  return CONTROLS.test(text) ? 'control' : null;
}

/** The first problem anywhere in `value` (strings, keys, nested lists and objects). */
function problemIn(value: unknown): Problem | null {
  const stack: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  while (stack.length > 0) {
    const { value: next, depth } = stack.pop()!;
    if (typeof next === 'string') {
      const problem = textProblem(next);
      if (problem) return problem;
      continue;
    }
    if (next === null || typeof next !== 'object') continue;
    if (depth >= MAX_INPUT_DEPTH) return 'depth';
    for (const [key, child] of Object.entries(next)) {
      const problem = textProblem(key);
      if (problem) return problem;
      stack.push({ value: child, depth: depth + 1 });
    }
  }
  return null;
}

/** The first top-level field of a query or body with a problem ('' for the input as a whole). */
function fieldWithProblem(input: unknown): { field: string; problem: Problem } | null {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) {
    const problem = problemIn(input);
    return problem ? { field: '', problem } : null;
  }
  for (const [name, value] of Object.entries(input)) {
    const problem = textProblem(name) ?? problemIn(value);
    if (problem) return { field: textProblem(name) ? '' : name, problem };
  }
  return null;
}

export function installTextInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const found = fieldWithProblem(request.query) ?? fieldWithProblem(request.body);
    if (found === null) return;
    const messageId = found.problem === 'control' ? 'fieldControlChars' : 'fieldPattern';
    throw BusinessError.text(STATUS.INVALID, fieldMessage(request.locale, messageId, found.field), { field: found.field });
  });
}
