/**
 * POST /order/save_draft (issue 15 item 6): a logged-in payer's form as typed so far, one draft per
 * payee account, overwritten on every save and removed when the order is submitted. It never makes
 * an order. The draft is sealed like identity numbers (it may hold them half-typed).
 */
import { STATUS } from '@edupay/forms/contract';
import type { FastifyInstance } from 'fastify';
import { envelope } from '../../../http/envelope';
import { requireUser } from '../../../plugins/sessions';
import { accountIdOf } from '../owner';
import { saveDraftBody, saveDraftResponse } from '../schemas';
import { saveDraft } from '../drafts';
import { typed } from '../../../http/typed-routes';

export async function saveDraftRoute(app: FastifyInstance) {
  const api = typed(app);
  const ctx = app.ctx;
  api.post(
    '/save_draft',
    { preHandler: requireUser, schema: { tags: ['order'], summary: 'Save the order form as typed (login required)', body: saveDraftBody, response: saveDraftResponse } },
    async (request) => {
      const at = await saveDraft(ctx, request.session!.userId!, Math.max(accountIdOf(request.body.account_id) ?? 0, 0), request.body.values ?? {});
      return envelope(request, STATUS.OK, 'draftSaved', { saved_at: at.toISOString() });
    },
  );
}
