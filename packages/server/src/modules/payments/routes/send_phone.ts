/**
 * POST /order/send_phone (spec 001 sections 2, 7, 8): sends the caller's bank-transfer instructions
 * by SMS (through the job queue) to the bank-registered mobile the payer declared, else the order's
 * payer mobile; at most `limits.instructionSmsPerPayment` (3) texts per payment, then 409 "payment
 * sending limit reached". A finished payment answers 411; another payer's 404.
 */
import { STATUS } from '@edupay/forms/contract';
import type { FastifyInstance } from 'fastify';
import { typed } from '../../../http/typed-routes';
import { envelope } from '../../../http/envelope';
import { requireOwner } from '../../orders/owner';
import { sendInstructions } from '../declarations';
import { paymentIdBody, sendPhoneResponse } from '../schemas';

export async function sendPhoneRoute(app: FastifyInstance) {
  const api = typed(app);
  const ctx = app.ctx;
  api.post(
    '/send_phone',
    { schema: { tags: ['order'], summary: "Send a bank transfer's instructions to the payer's phone by SMS (sending limit per payment)", body: paymentIdBody, response: sendPhoneResponse } },
    async (request) => {
      const owner = await requireOwner(request);
      const sent = await sendInstructions(ctx, owner, request.body.payment_id, request.locale);
      return envelope(request, STATUS.OK, 'instructionsSent', { payment_id: request.body.payment_id, to: sent.to, sms_sent: sent.sent, sms_remaining: sent.remaining });
    },
  );
}
