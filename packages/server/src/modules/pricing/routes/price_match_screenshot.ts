/**
 * GET /ops/price_match_screenshot?claim_id: a claim's screenshot for staff who may see its order,
 * served like a document (attachment, sniffed type, nosniff, no-store). Each reading is audited.
 */
import type { FastifyInstance } from 'fastify';
import { typed } from '../../../http/typed-routes';
import { requireStaff, signedInStaff } from '../../ops/staff-sessions';
import { screenshotQuery, screenshotResponse } from '../schemas';
import { readClaimScreenshot } from '../service';

export async function priceMatchScreenshotRoute(app: FastifyInstance) {
  typed(app).get(
    '/price_match_screenshot',
    { schema: { tags: ['ops'], summary: "A price-match claim's screenshot (staff; logged)", querystring: screenshotQuery, response: screenshotResponse }, preValidation: requireStaff('read_orders') },
    async (request, reply) => {
      const file = await readClaimScreenshot(app.ctx, signedInStaff(request), request.query.claim_id, request.ip);
      const ext = file.type === 'image/png' ? 'png' : 'jpg';
      return reply.type(file.type).header('content-disposition', `inline; filename="price-match-${file.orderNo}.${ext}"`).header('x-content-type-options', 'nosniff').header('cache-control', 'private, no-store').send(file.bytes);
    },
  );
}
