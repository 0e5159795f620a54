import type { FastifyReply } from 'fastify';

/** A PDF as an attachment, never cached (it holds personal data), never sniffed as something else. */
export function sendPdf(reply: FastifyReply, pdf: { bytes: Uint8Array; name: string }) {
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${pdf.name}"`)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(Buffer.from(pdf.bytes));
}
