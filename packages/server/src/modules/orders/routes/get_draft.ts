/** GET /order/get_draft?account_id: the logged-in payer's saved form for this payee account, or null. */
import { STATUS } from '@edupay/forms/contract';
import type { FastifyInstance } from 'fastify';
import { envelope } from '../../../http/envelope';
import { requireUser } from '../../../plugins/sessions';
import { accountIdOf } from '../owner';
import { getDraftQuery, getDraftResponse } from '../schemas';
import { loadDraft } from '../drafts';
import { typed } from '../../../http/typed-routes';

export async function getDraftRoute(app: FastifyInstance) {
  const api = typed(app);
  const ctx = app.ctx;
  api.get(
    '/get_draft',
    { preHandler: requireUser, schema: { tags: ['order'], summary: 'The saved order form (login required)', querystring: getDraftQuery, response: getDraftResponse } },
    async (request) => {
      const draft = await loadDraft(ctx, request.session!.userId!, Math.max(accountIdOf(request.query.account_id) ?? 0, 0));
      return envelope(request, STATUS.OK, 'ok', { values: draft?.values ?? null, saved_at: draft?.savedAt.toISOString() ?? null });
    },
  );
}
