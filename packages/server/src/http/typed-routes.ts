/**
 * How a route gets its types: from its request schemas (issue 12 item 2). The schema a route
 * passes to Fastify for validation (body, querystring, params, headers) is also the source of
 * `request.body` / `request.query` / `request.params`, read by json-schema-to-ts, and of its
 * OpenAPI entry (@fastify/swagger): written once, so the three cannot disagree.
 *
 *   const api = typed(app);
 *   api.post('/change_pwd', { schema: { body: changePwdBody, ... } }, async (request) => request.body.old_password);
 *
 * Schemas must keep their literal types: build them with the helpers of ./schemas (`object`, `str`...)
 * or end a hand-written one with `as const`.
 */
import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FromSchema, JSONSchema } from 'json-schema-to-ts';

/** The same instance (no runtime change), typed by its routes' schemas. */
export const typed = (app: FastifyInstance) => app.withTypeProvider<JsonSchemaToTsProvider>();

/** The value a request schema admits, for a handler shared by a GET (query) and a POST (body) of one call. */
export type Payload<S extends JSONSchema> = FromSchema<S>;
