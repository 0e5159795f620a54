/**
 * GET /order/payment_receipt_pdf?order_id= (issue 17 item 9; the spec names no call for it): the
 * receipt of the caller's paid order as a PDF in the request's language: order number, payee,
 * student, what was charged (the quote it was paid with), when and how, with a QR back to the order.
 * Refusals: 404 another payer's or an unknown order; 411 not paid yet.
 */
import type { FastifyInstance } from 'fastify';
import { requireOwner } from '../../orders/owner';
import { receiptPdf } from '../documents';
import { pdfResponse, receiptQuery } from '../schemas';
import { sendPdf } from '../pdf/send-pdf';
import { typed } from '../../../http/typed-routes';

export async function paymentReceiptPdfRoute(app: FastifyInstance) {
  const api = typed(app);
  const ctx = app.ctx;
  api.get(
    '/payment_receipt_pdf',
    { schema: { tags: ['order'], summary: "The receipt of the caller's paid order (PDF)", querystring: receiptQuery, response: pdfResponse } },
    async (request, reply) => {
      const owner = await requireOwner(request);
      return sendPdf(reply, await receiptPdf(ctx, owner, request.query.order_id ?? '', request.locale));
    },
  );
}
