/**
 * GET /ops/price_match_screenshot?claim_id: a claim's screenshot for staff who may see its order,
 * served like a document (attachment, sniffed type, nosniff, no-store). Each reading is audited.
 */
import { STATUS } from '@edupay/forms/contract';
import type { FastifyInstance } from 'fastify';
import { BusinessError } from '../../../http/business-error';
import { typed } from '../../../http/typed-routes';
import { writeAudit } from '../../ops/audit';
import { requireStaff, signedInStaff } from '../../ops/staff-sessions';
import { screenshotOf } from '../price-match';
import { visibleClaim } from '../repo';
import { screenshotQuery, screenshotResponse } from '../schemas';

export async function priceMatchScreenshotRoute(app: FastifyInstance) {
  typed(app).get(
    '/price_match_screenshot',
    { schema: { tags: ['ops'], summary: "A price-match claim's screenshot (staff; logged)", querystring: screenshotQuery, response: screenshotResponse }, preValidation: requireStaff('read_orders') },
    async (request, reply) => {
      const caller = signedInStaff(request);
      const found = await visibleClaim(app.ctx.db, caller, request.query.claim_id);
      const file = found ? await screenshotOf(app.ctx, found.claim) : null;
      if (!found || !file) throw new BusinessError(STATUS.NOT_FOUND, 'claimNotFound', {}, { field: 'claim_id' });
      await writeAudit(app.ctx.db, { staffId: caller.staffId, action: 'price_match.screenshot_read', targetType: 'price_match_claim', targetId: found.claim.id, after: { order_id: found.claim.orderId }, ip: request.ip, at: app.ctx.now() });
      const ext = file.type === 'image/png' ? 'png' : 'jpg';
      return reply.type(file.type).header('content-disposition', `inline; filename="price-match-${found.orderNo}.${ext}"`).header('x-content-type-options', 'nosniff').header('cache-control', 'private, no-store').send(file.bytes);
    },
  );
}
