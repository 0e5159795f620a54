/**
 * POST /user/reorder {order_id}: a closed order of the caller becomes a new draft of the same payee
 * account (spec 001 sections 2 and 4: "a closed order can be re-ordered"). The spec names no call
 * for it; it is named for what it does. The answer's account_id opens the order form
 * (/order?account_id=), which restores the draft like any other; nothing is placed until the payer
 * submits it. Login required (drafts belong to accounts).
 */
import { STATUS } from '@edupay/forms/contract';
import type { FastifyInstance } from 'fastify';
import { typed } from '../../../http/typed-routes';
import { envelope } from '../../../http/envelope';
import { requireOwner } from '../owner';
import { closeOrderBody, reorderResponse } from '../schemas';
import { reorderDraft } from '../user-centre';

export async function reorderRoute(app: FastifyInstance) {
  const api = typed(app);
  const ctx = app.ctx;
  api.post(
    '/reorder',
    {
      schema: { tags: ['user'], summary: 'A closed order of the caller as a new draft (re-order)', body: closeOrderBody, response: reorderResponse },
      // Who asks comes before what they sent: without a login (or a proven phone) the answer is 402.
      preValidation: async (request) => void (await requireOwner(request)),
    },
    async (request) => {
      const owner = await requireOwner(request);
      const { accountId, savedAt } = await reorderDraft(ctx, owner, request.body.order_id);
      return envelope(request, STATUS.OK, 'reorderDraftSaved', { account_id: accountId, saved_at: savedAt.toISOString() });
    },
  );
}
