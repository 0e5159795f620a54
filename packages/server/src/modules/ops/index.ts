/**
 * The operations console's API (issue 18 items 4-6), under /api/ops, tag `ops`. Its calls read the
 * staff session only (staff-sessions.ts): the payer session is never looked up here (request-context
 * skips /api/ops), so a payer token opens nothing, and a staff token is unknown to payer calls.
 */
import type { FastifyInstance } from 'fastify';
import { seedDevStaff } from './dev-staff';
import { actOnBehalfEndRoute } from './routes/act_on_behalf_end';
import { actOnBehalfStartRoute } from './routes/act_on_behalf_start';
import { auditLogRoute } from './routes/audit_log';
import { opsAlertsRoute } from './routes/ops_alerts';
import { documentDownloadRoute } from './routes/document_download';
import { loginRoute } from './routes/login';
import { loginTotpRoute } from './routes/login_totp';
import { logoutRoute } from './routes/logout';
import { meRoute } from './routes/me';
import { orderAdvanceRoute } from './routes/order_advance';
import { orderHistoryRoute } from './routes/order_history';
import { orderSearchRoute } from './routes/order_search';
import { refundIssueRoute } from './routes/refund_issue';
import { refundListRoute } from './routes/refund_list';
import { revealIdentityRoute } from './routes/reveal_identity';
import { reviewApproveRoute } from './routes/review_approve';
import { reviewQueueRoute } from './routes/review_queue';
import { reviewRejectRoute } from './routes/review_reject';
import { loadStaff } from './staff-sessions';
import { transferAttachRoute } from './routes/transfer_attach';
import { transferReturnRoute } from './routes/transfer_return';
import { unmatchedTransfersRoute } from './routes/unmatched_transfers';
import { fxRatesRoute } from './routes/fx_rates';
import { fxSetRateRoute } from './routes/fx_set_rate';
import { payeeSearchRoute } from './routes/payee_search';
import { payeeAccountsRoute } from './routes/payee_accounts';
import { payeeAccountCreateRoute } from './routes/payee_account_create';
import { payeeAccountUpdateRoute } from './routes/payee_account_update';
import { payeeAccountDeactivateRoute } from './routes/payee_account_deactivate';
import { payeeAccountReactivateRoute } from './routes/payee_account_reactivate';
import { couponListRoute } from './routes/coupon_list';
import { couponCreateRoute } from './routes/coupon_create';
import { couponDisableRoute } from './routes/coupon_disable';

const ROUTES = [
  loginRoute,
  loginTotpRoute,
  logoutRoute,
  meRoute,
  reviewQueueRoute,
  reviewApproveRoute,
  reviewRejectRoute,
  orderSearchRoute,
  orderHistoryRoute,
  orderAdvanceRoute,
  revealIdentityRoute,
  documentDownloadRoute,
  auditLogRoute,
  opsAlertsRoute,
  refundIssueRoute,
  refundListRoute,
  unmatchedTransfersRoute,
  transferAttachRoute,
  transferReturnRoute,
  fxRatesRoute,
  fxSetRateRoute,
  actOnBehalfStartRoute,
  actOnBehalfEndRoute,
  payeeSearchRoute,
  payeeAccountsRoute,
  payeeAccountCreateRoute,
  payeeAccountUpdateRoute,
  payeeAccountDeactivateRoute,
  payeeAccountReactivateRoute,
  couponListRoute,
  couponCreateRoute,
  couponDisableRoute,
];

export { staffSignedIn } from './staff-sessions';

export async function opsModule(api: FastifyInstance) {
  if (!api.ctx.config.production) await seedDevStaff(api.ctx);
  await api.register(
    async (ops) => {
      ops.decorateRequest('staff', null);
      ops.addHook('onRequest', loadStaff);
      for (const route of ROUTES) await ops.register(route);
    },
    { prefix: '/ops' },
  );
}
