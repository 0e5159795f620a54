/**
 * The spec's response envelope: { status_code, message, data } plus, where the spec shows them,
 * token and user_info at the top level. A session token issued during this request is always
 * added as `token`, so any first call can hand the client its session.
 */
import type { FastifyRequest } from 'fastify';
import { t, type ServerMessageId } from '../messages';
import type { StatusCode } from '@edupay/forms/contract';

export interface Envelope {
  status_code: number;
  message: string;
  data: unknown;
  token?: string;
  user_info?: { user_name: string; user_country: string };
  [extra: string]: unknown;
}

export function envelope(
  request: FastifyRequest,
  status: StatusCode,
  messageId: ServerMessageId,
  data: unknown = {},
  extra: Record<string, unknown> = {},
  values: Readonly<Record<string, string | number>> = {},
): Envelope {
  return withToken(request, { status_code: status, message: t(request.locale, messageId, values), data, ...extra });
}

export function withToken(request: FastifyRequest, body: Envelope): Envelope {
  return request.issuedToken ? { ...body, token: request.issuedToken } : body;
}
