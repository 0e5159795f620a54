/**
 * POST /ops/price_match_decide (Idempotency-Key header): finance or an admin grants (the difference
 * is refunded through the provider, never more than is left of the payment) or refuses (with the
 * reason the payer reads) an open claim. Audited; the payer is told through the job queue.
 */
import { STATUS } from '@edupay/forms/contract';
import type { FastifyInstance } from 'fastify';
import { BusinessError } from '../../../http/business-error';
import { envelope } from '../../../http/envelope';
import { IDEMPOTENCY_HEADER, readIdempotencyKey } from '../../../http/idempotency';
import { typed } from '../../../http/typed-routes';
import { idempotencyHeaders } from '../../payments/pay-call';
import { requireStaff, signedInStaff } from '../../ops/staff-sessions';
import { decideClaim } from '../price-match';
import { claimResponse, decideBody } from '../schemas';

export async function priceMatchDecideRoute(app: FastifyInstance) {
  typed(app).post(
    '/price_match_decide',
    {
      schema: { tags: ['ops'], summary: 'Grant (refund the difference) or refuse a price-match claim (Idempotency-Key header required)', headers: idempotencyHeaders, body: decideBody, response: claimResponse },
      preValidation: requireStaff('refund'),
    },
    async (request) => {
      const key = readIdempotencyKey(request.headers[IDEMPOTENCY_HEADER]);
      if (!key) throw new BusinessError(STATUS.INVALID, 'idempotencyKeyInvalid', {}, { field: 'Idempotency-Key' });
      const claim = await decideClaim(app.ctx, signedInStaff(request), request.body, key, request.ip, request.log);
      return envelope(request, STATUS.OK, 'ok', claim);
    },
  );
}
