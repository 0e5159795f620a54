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
import { faceCallbackRoute } from './routes/face_callback';
import { liveVerificationRoute } from './routes/live_verification';
import { redirectTencentValidateRoute } from './routes/redirect_tencent_validate';
import { rentContractRoute } from './routes/rent_contract';
import { identRoute } from './routes/ident';
import { identityDetailRoute } from './routes/identity_detail';
import { identityFilesRoute } from './routes/identity_files';
import { signInfoRoute } from './routes/sign_info';

export async function documentsModule(api: FastifyInstance) {
  await api.register(
    async (order) => {
      await installMultipart(order);
      for (const route of [identFilesUploadRoute, identFilesRoute, identFilesDeleteRoute, identFilesPastRoute, identFileLinkRoute, identFileDownloadRoute, identScanTicketRoute, identScanInfoRoute, identScanUploadRoute, identScanStatusRoute, identAssRoute, liveVerificationRoute, redirectTencentValidateRoute, rentContractRoute, identRoute, identityDetailRoute, identityFilesRoute, signInfoRoute]) await order.register(route);
      // Its own plugin: it replaces the body parsers with a raw string (the signature covers the bytes).
      await order.register(faceCallbackRoute);
    },
    { prefix: '/order' },
  );
}
