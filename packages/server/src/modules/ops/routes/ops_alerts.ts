/** GET /ops/ops_alerts?before_id: alerts raised for staff (an SMS cap reached), newest first, 50 a page (finance and admins). */
import { STATUS } from '@edupay/forms/contract';
import type { FastifyInstance } from 'fastify';
import { envelope } from '../../../http/envelope';
import { alertsPage } from '../../../plugins/ops-alerts';
import { opsAlertsQuery, opsAlertsResponse } from '../schemas';
import { requireStaff } from '../staff-sessions';
import { typed } from '../../../http/typed-routes';

const PAGE = 50;

export async function opsAlertsRoute(app: FastifyInstance) {
  const api = typed(app);
  api.get(
    '/ops_alerts',
    {
      schema: { tags: ['ops'], summary: 'Ops alerts: abuse caps reached (finance, admin)', querystring: opsAlertsQuery, response: opsAlertsResponse },
      preValidation: requireStaff('alerts'),
    },
    async (request) => {
      const beforeId = request.query.before_id;
      const { rows, nextBeforeId } = await alertsPage(app.ctx, { limit: PAGE, ...(beforeId ? { beforeId: Number(beforeId) } : {}) });
      const list = rows.map((r) => ({
        id: r.id,
        kind: r.kind,
        subject: r.subject,
        detail: r.detail,
        count: r.count,
        at: r.createdAt.toISOString(),
        last_at: r.lastAt.toISOString(),
      }));
      return envelope(request, STATUS.OK, 'ok', { list, next_before_id: nextBeforeId });
    },
  );
}
