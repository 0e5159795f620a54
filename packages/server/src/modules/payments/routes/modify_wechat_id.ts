/**
 * POST /order/modify_wechat_id (spec 001 section 2: "payer ID with a change option"): changes the
 * payer's WeChat ID of an open WeChat Pay payment. Another payer's payment answers 404; a finished
 * one 411. Moves no money (no Idempotency-Key: the same change twice is the same state).
 */
import { STATUS } from '@edupay/forms/contract';
import type { FastifyInstance } from 'fastify';
import { typed } from '../../../http/typed-routes';
import { envelope } from '../../../http/envelope';
import { requireOwner } from '../../orders/owner';
import { checkWechatId, modifyWechatId } from '../declarations';
import { modifyWechatBody, modifyWechatResponse } from '../schemas';

export async function modifyWechatIdRoute(app: FastifyInstance) {
  const api = typed(app);
  const ctx = app.ctx;
  api.post(
    '/modify_wechat_id',
    { schema: { tags: ['order'], summary: "Change the payer's WeChat ID of an open WeChat Pay payment", body: modifyWechatBody, response: modifyWechatResponse } },
    async (request) => {
      const owner = await requireOwner(request);
      checkWechatId(request.body.wechat_id, request.locale);
      const row = await modifyWechatId(ctx, owner, request.body.payment_id, request.body.wechat_id);
      return envelope(request, STATUS.OK, 'wechatIdChanged', { payment_id: row.paymentId, wechat_id: row.wechatId ?? '' });
    },
  );
}
