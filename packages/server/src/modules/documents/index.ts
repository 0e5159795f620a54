/**
 * The documents module (spec 001 sections 3, 5 and 7; issue 16 items 1-3): uploads into an order's
 * document slots (multipart, one file a call, checked by its bytes), the slots and files of an
 * order, deletion, the payer's past files, and serving a file to its payer or through a short-lived
 * signed link (staff: the operations console, modules/ops). Calls keep the spec's prefix (/order/ident_files...).
 */
import type { FastifyInstance } from 'fastify';
import { installMultipart } from './multipart';
import { identAssRoute } from './routes/ident_ass';
import { identFileDownloadRoute } from './routes/ident_file_download';
import { identFileLinkRoute } from './routes/ident_file_link';
import { identFilesRoute } from './routes/ident_files';
import { identFilesDeleteRoute } from './routes/ident_files_delete';
import { identFilesPastRoute } from './routes/ident_files_past';
import { identFilesUploadRoute } from './routes/ident_files_upload';
import { identScanInfoRoute } from './routes/ident_scan_info';
import { identScanStatusRoute } from './routes/ident_scan_status';
import { identScanTicketRoute } from './routes/ident_scan_ticket';
import { identScanUploadRoute } from './routes/ident_scan_upload';

export async function documentsModule(api: FastifyInstance) {
  await api.register(
    async (order) => {
      await installMultipart(order);
      for (const route of [identFilesUploadRoute, identFilesRoute, identFilesDeleteRoute, identFilesPastRoute, identFileLinkRoute, identFileDownloadRoute, identScanTicketRoute, identScanInfoRoute, identScanUploadRoute, identScanStatusRoute, identAssRoute]) await order.register(route);
    },
    { prefix: '/order' },
  );
}
