/** The envelope of a content answer (spec 000 section 8), in @edupay/forms' contract. */
import { STATUS, type ApiResult } from '@edupay/forms/contract';
import type { FastifyRequest } from 'fastify';
import { withToken } from '../../http/envelope';
import { ct } from './messages';

export function ok<T>(request: FastifyRequest, data: T, message = ct(request.locale, 'ok')): ApiResult<T> {
  return withToken(request, { status_code: STATUS.OK, message, data }) as ApiResult<T>;
}
