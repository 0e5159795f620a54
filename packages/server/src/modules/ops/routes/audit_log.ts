/** GET /ops/audit_log?before_id&order_id: the audit log, newest first, 50 a page (admins only). Read-only: no call changes it. */
import { STATUS } from '@edupay/forms/contract';
import type { FastifyInstance } from 'fastify';
import { envelope } from '../../../http/envelope';
import { auditQuery, auditResponse } from '../schemas';
import { auditLogPage } from '../service';
import { requireStaff } from '../staff-sessions';
import { typed } from '../../../http/typed-routes';

const PAGE = 50;

export async function auditLogRoute(app: FastifyInstance) {
  const api = typed(app);
  api.get(
    '/audit_log',
    {
      schema: { tags: ['ops'], summary: 'The audit log (admin)', querystring: auditQuery, response: auditResponse },
      preValidation: requireStaff('read_audit'),
    },
    async (request) => {
      const { before_id: beforeId, order_id: orderId } = request.query;
      const { rows, nextBeforeId } = await auditLogPage(app.ctx, {
        limit: PAGE,
        ...(beforeId ? { beforeId: Number(beforeId) } : {}),
        ...(orderId ? { targetId: orderId } : {}),
      });
      const list = rows.map((r) => ({
        id: r.id,
        staff_login: r.staffLogin,
        staff_name: r.staffName,
        action: r.action,
        target_type: r.targetType,
        target_id: r.targetId,
        before: r.before,
        after: r.after,
        at: r.createdAt.toISOString(),
      }));
      return envelope(request, STATUS.OK, 'ok', { list, next_before_id: nextBeforeId });
    },
  );
}
