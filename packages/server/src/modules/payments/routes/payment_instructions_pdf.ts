/**
 * GET /order/payment_instructions_pdf?payment_id= (issue 17 item 9; /pay_confirm's "download"): the
 * bank-transfer instructions of the caller's payment as a PDF in the request's language: amount,
 * reference, the account to send to and until when, with a QR back to the order.
 * Refusals: 404 another payer's or an unknown payment, or one that is not a bank transfer.
 */
import type { FastifyInstance } from 'fastify';
import { requireOwner } from '../../orders/owner';
import { instructionsPdf } from '../documents';
import { instructionsQuery, pdfResponse } from '../schemas';
import { sendPdf } from '../pdf/send-pdf';
import { typed } from '../../../http/typed-routes';

export async function paymentInstructionsPdfRoute(app: FastifyInstance) {
  const api = typed(app);
  const ctx = app.ctx;
  api.get(
    '/payment_instructions_pdf',
    { schema: { tags: ['order'], summary: 'The bank-transfer instructions of a payment (PDF)', querystring: instructionsQuery, response: pdfResponse } },
    async (request, reply) => {
      const owner = await requireOwner(request);
      return sendPdf(reply, await instructionsPdf(ctx, owner, request.query.payment_id ?? '', request.locale));
    },
  );
}
