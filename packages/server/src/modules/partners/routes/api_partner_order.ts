/**
 * POST and GET /order/api_{partner}_order (spec 001 section 7, "Partner orders"; one parameterised
 * route for every partner, an unknown one is 404). The partner's server, never a browser:
 * - POST creates an order for a payer (payee account, amount, purpose, its reference, return URL) and
 *   answers our order id and the entry link to send the payer to. Signed (EduPay-Signature, the
 *   partner's secret), `Idempotency-Key` required (Stripe's semantics) and idempotent on the reference.
 * - GET reads the order of a reference (status, paid, taken), signed over the path and query.
 */
import { STATUS } from '@edupay/forms/contract';
import type { FastifyInstance } from 'fastify';
import { SIGNATURE_HEADER } from '../../../domain/callback-signature';
import { BusinessError } from '../../../http/business-error';
import { envelope } from '../../../http/envelope';
import { idempotencyKeyHeaders, idempotent, IDEMPOTENCY_HEADER, readIdempotencyKey } from '../../../http/idempotency';
import { typed } from '../../../http/typed-routes';
import { t } from '../../../messages';
import { createBody, createResponse, partnerParams, SIGNATURE_DOC, statusQuery, statusResponse } from '../schemas';
import { createPartnerOrder, partnerOrderStatus } from '../service';
import { keepRawJson, signedBy, signingPartner } from '../signed-body';

/** find-my-way: a regex parameter between static text (`api_` ... `_order`). */
export const PARTNER_ORDER_PATH = '/api_:partner(^[a-z0-9]+)_order';

const signedHeaders = { type: 'object', properties: { [SIGNATURE_HEADER]: SIGNATURE_DOC } } as const;
/** Creating an order moves money: it also takes an Idempotency-Key. */
const signedKeyedHeaders = { type: 'object', properties: { ...signedHeaders.properties, ...idempotencyKeyHeaders('order').properties } } as const;

export async function apiPartnerOrderRoute(app: FastifyInstance) {
  const api = typed(app);
  const ctx = app.ctx;
  keepRawJson(app);
  const byPath = signedBy((request) => String((request.params as { partner?: unknown }).partner ?? ''));
  api.post(
    PARTNER_ORDER_PATH,
    {
      schema: { tags: ['partner'], summary: "A partner's server creates an order for a payer (signed; Idempotency-Key)", params: partnerParams, headers: signedKeyedHeaders, body: createBody, response: createResponse },
      preValidation: byPath,
    },
    async (request) => {
      const partner = signingPartner(request);
      const key = readIdempotencyKey(request.headers[IDEMPOTENCY_HEADER]);
      if (!key) throw new BusinessError(STATUS.INVALID, 'idempotencyKeyInvalid', {}, { field: 'Idempotency-Key' });
      const { answer } = await idempotent(ctx, `partner_order:${partner.id}`, key, request.body, async (tx) => {
        const data = await createPartnerOrder(ctx, tx, partner, request.body, request.locale);
        return { status_code: STATUS.OK, message: t(request.locale, 'partnerOrderCreated'), data };
      });
      return { ...envelope(request, STATUS.OK, 'partnerOrderCreated'), ...answer };
    },
  );
  api.get(
    PARTNER_ORDER_PATH,
    {
      schema: { tags: ['partner'], summary: "A partner's server reads its order by reference (signed over path and query)", params: partnerParams, headers: signedHeaders, querystring: statusQuery, response: statusResponse },
      preValidation: byPath,
    },
    async (request) => envelope(request, STATUS.OK, 'partnerOrderFound', await partnerOrderStatus(ctx, signingPartner(request), request.query.reference)),
  );
}
