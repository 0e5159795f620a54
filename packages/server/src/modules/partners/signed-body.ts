/**
 * Partner calls are signed over the bytes as sent: the plugin that registers them keeps each JSON
 * body's raw text beside the parsed value (this plugin only; the rest of the API parses as usual).
 * A body that is not JSON is handed on as its text, so the signature check, which runs first,
 * refuses an unsigned one, and the schema refuses a signed one that is not an object.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { STATUS } from '@edupay/forms/contract';
import { SIGNATURE_HEADER } from '../../domain/callback-signature';
import { BusinessError } from '../../http/business-error';
import type { PartnerRow } from './repo';
import { requirePartner, verifyPartnerCall } from './service';

const raw = new WeakMap<FastifyRequest, string>();

export function keepRawJson(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 16 * 1024 }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    raw.set(request, text);
    try {
      done(null, text === '' ? {} : JSON.parse(text));
    } catch {
      done(null, text);
    }
  });
}

/** What the signature covers: the raw body of a POST, the path and query as sent of a GET. */
export function signedText(request: FastifyRequest): string {
  return request.method === 'GET' ? request.url : (raw.get(request) ?? '');
}

const partners = new WeakMap<FastifyRequest, PartnerRow>();

/**
 * A preValidation hook: the partner (by `nameOf`) and the signature are checked before the input
 * is, so an unsigned caller learns nothing about what the call wants.
 */
export function signedBy(nameOf: (request: FastifyRequest) => string) {
  return async (request: FastifyRequest): Promise<void> => {
    const partner = await requirePartner(request.server.ctx, nameOf(request));
    const header = request.headers[SIGNATURE_HEADER];
    await verifyPartnerCall(request.server.ctx, partner, signedText(request), Array.isArray(header) ? header[0] : header);
    partners.set(request, partner);
  };
}

/** The partner a signedBy hook accepted. */
export function signingPartner(request: FastifyRequest): PartnerRow {
  const partner = partners.get(request);
  if (!partner) throw new BusinessError(STATUS.INVALID, 'callbackRefused', {}, { field: 'EduPay-Signature' });
  return partner;
}
