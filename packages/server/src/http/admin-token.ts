/**
 * Staff calls before the operations console exists: the caller sends the ADMIN_TOKEN value as
 * `X-Admin-Token`; without ADMIN_TOKEN every such call refuses everyone. Checked in preValidation,
 * so a stranger learns nothing about the body's shape. (The ops issue replaces this with staff
 * logins and roles; the calls keep their paths.)
 */
import { timingSafeEqual } from 'node:crypto';
import { STATUS } from '@edupay/forms/contract';
import type { FastifyRequest } from 'fastify';
import { BusinessError } from './business-error';

export function isStaff(request: FastifyRequest, adminToken: string | undefined): boolean {
  const sent = request.headers['x-admin-token'];
  if (!adminToken || typeof sent !== 'string') return false;
  const a = Buffer.from(sent);
  const b = Buffer.from(adminToken);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** A preValidation hook refusing (402, in the caller's language) any caller without the token. */
export function requireAdminToken(adminToken: string | undefined, message: (request: FastifyRequest) => string) {
  return async (request: FastifyRequest) => {
    if (!isStaff(request, adminToken)) throw BusinessError.text(STATUS.NEED_LOGIN, message(request));
  };
}

/** The header as the OpenAPI document shows it. */
export const ADMIN_TOKEN_HEADERS = { type: 'object', properties: { 'x-admin-token': { type: 'string', maxLength: 200 } } } as const;
