/**
 * Request and response schemas of the document calls: transport bounds, TypeScript shape and
 * OpenAPI in one. The upload is multipart/form-data; its `file` part is documented as binary (the
 * multipart parser hands the schema the file's name, the bytes go to the upload check).
 */
import { DOCUMENT_SLOTS, type DocumentSlot } from '../../domain/document-slots';
import { envelopeResponse, FAULT, int, listOf, shape, text } from '../../http/response-schemas';

type Props = Record<string, object>;
type JsonSchema = Record<string, unknown>;

const input = (properties: Props, example: Record<string, unknown>, required: readonly string[] = []) => {
  const withExamples = Object.fromEntries(Object.entries(properties).map(([name, schema]) => [name, name in example ? { ...schema, examples: [example[name]] } : schema]));
  return { type: 'object', properties: withExamples, required, additionalProperties: true, examples: [example] } as const;
};

/** An example id (the journey in test/openapi.test.ts uses real ones). */
const EXAMPLE_ORDER = '00000000-0000-4000-8000-000000000000';
const EXAMPLE_FILE = '00000000-0000-4000-8000-000000000001';

const orderId = { type: 'string', maxLength: 36, description: 'Order id (from order_submit or order_list)' };
const fileId = { type: 'string', maxLength: 36, description: 'File id (from ident_files_upload or ident_files)' };
const slot = {
  type: 'string',
  maxLength: 40,
  enum: [...DOCUMENT_SLOTS],
  description:
    'Document slot: payment_proof, enrolment_proof (enrolment or offer), student_passport (front and back), payer_id (ID card front and back), kinship_proof, household_register (at least two pages), selfie_passport (selfie holding the passport; JPG/PNG), rent_contract; India: passport, aadhaar (front and back), pan_card, loan_sanction_letter, loan_disbursement_letter, selfie (JPG/PNG)',
};

export type UploadBody = { order_id: string; slot: DocumentSlot; file?: string; past_file_id?: string };
export const uploadBody = input(
  {
    order_id: orderId,
    slot,
    file: { type: 'string', format: 'binary', description: 'The file (PDF, JPG or PNG; a selfie JPG or PNG), under 2 MB, one per call. Judged by its bytes, not its name' },
    past_file_id: { ...fileId, description: 'Instead of `file`: a file of an earlier order of the same payer (ident_files_past), copied into this slot' },
  },
  { order_id: EXAMPLE_ORDER, slot: 'payment_proof', file: 'invoice.pdf' },
  ['order_id', 'slot'],
);

export type OrderQuery = { order_id: string };
export const identFilesQuery = input({ order_id: orderId }, { order_id: EXAMPLE_ORDER }, ['order_id']);

export type FileRef = { order_id: string; file_id: string };
export const fileRefBody = input({ order_id: orderId, file_id: fileId }, { order_id: EXAMPLE_ORDER, file_id: EXAMPLE_FILE }, ['order_id', 'file_id']);

export type DownloadQuery = FileRef & { expires?: string; sig?: string };
export const downloadQuery = input(
  {
    order_id: orderId,
    file_id: fileId,
    expires: { type: 'string', maxLength: 12, description: 'Signed link only: expiry, unix seconds (from ident_file_link)' },
    sig: { type: 'string', maxLength: 64, description: 'Signed link only: the signature (from ident_file_link)' },
  },
  { order_id: EXAMPLE_ORDER, file_id: EXAMPLE_FILE },
  ['order_id', 'file_id'],
);

export type PastQuery = { order_id?: string; slot?: DocumentSlot | '' };
export const pastQuery = input(
  { order_id: { ...orderId, description: "Leave this order's own files out (the order being filled in)" }, slot: { ...slot, enum: ['', ...DOCUMENT_SLOTS], description: 'Only files of this slot' } },
  { order_id: EXAMPLE_ORDER, slot: 'payer_id' },
);

// --- answers

const FILE_PROPS: Record<string, JsonSchema> = {
  file_id: text(),
  slot: text(),
  file_name: text('The name the file had on the payer’s device'),
  content_type: { type: 'string', enum: ['application/pdf', 'image/jpeg', 'image/png'], description: 'What the bytes are (sniffed), not what the browser said' },
  size: int('Bytes as stored (images are re-encoded without metadata)'),
  sha256: text('Of the stored bytes, hex'),
  created_at: text('ISO 8601'),
};
const FILE = shape(FILE_PROPS);

const SLOT = shape({
  slot: text(),
  kind: { type: 'string', enum: ['document', 'selfie'], description: 'document: PDF, JPG, PNG; selfie: JPG, PNG' },
  types: listOf(text()),
  min: int('Files the slot needs to be complete'),
  max: int('Files the slot takes at most'),
  required: { type: 'integer', enum: [0, 1], description: '1: this order needs the slot before payment' },
  complete: { type: 'integer', enum: [0, 1], description: '1: at least `min` files' },
  files: listOf(FILE),
});

export const uploadResponse = envelopeResponse(FILE);
export const identFilesResponse = envelopeResponse(shape({ order_id: text(), slots: listOf(SLOT), missing: listOf(text(), 'Required slots without enough files') }));
export const pastResponse = envelopeResponse(shape({ list: listOf(shape({ ...FILE_PROPS, order_id: text(), order_no: text() })), total: int() }));
export const deleteResponse = envelopeResponse(shape({ file_id: text() }));
export const linkResponse = envelopeResponse(shape({ url: text('Absolute download link; works without a session until expires_at'), expires_at: text('ISO 8601') }));

const BINARY = { type: 'string', format: 'binary' };
/** Only the refusal variant of the envelope: a success is the file itself. */
const refusal = envelopeResponse(shape({}))[200].anyOf[1]!;
/** The bytes (with their sniffed type), or the envelope's refusal as JSON. */
export const downloadResponse = {
  200: {
    description: 'The file, served as an attachment with its sniffed type and X-Content-Type-Options: nosniff; or a refusal (JSON envelope)',
    content: {
      'application/pdf': { schema: BINARY },
      'image/jpeg': { schema: BINARY },
      'image/png': { schema: BINARY },
      'application/json': { schema: refusal },
    },
  },
  500: FAULT,
};

// --- scan to upload (issue 16 item 5)

export type TicketBody = { order_id: string; slot: DocumentSlot };
export const ticketBody = input({ order_id: orderId, slot }, { order_id: EXAMPLE_ORDER, slot: 'payer_id' }, ['order_id', 'slot']);
const ticket = { type: 'string', maxLength: 120, description: 'The upload ticket from ident_scan_ticket (the QR code’s link carries it): <id>.<expires>.<signature>' };
export type TicketQuery = { upload_ticket: string };
export const ticketQuery = input({ upload_ticket: ticket }, { upload_ticket: '00000000-0000-4000-8000-000000000002.1772420400.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' }, ['upload_ticket']);
export type ScanUploadBody = { upload_ticket: string; file?: string };
export const scanUploadBody = input(
  { upload_ticket: ticket, file: { type: 'string', format: 'binary', description: 'The file (as for ident_files_upload): one per ticket' } },
  { upload_ticket: '00000000-0000-4000-8000-000000000002.1772420400.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', file: 'id-front.jpg' },
  ['upload_ticket'],
);
export type TicketStatusQuery = { order_id: string; ticket_id: string };
export const ticketStatusQuery = input(
  { order_id: orderId, ticket_id: { type: 'string', maxLength: 36, description: 'From ident_scan_ticket' } },
  { order_id: EXAMPLE_ORDER, ticket_id: '00000000-0000-4000-8000-000000000002' },
  ['order_id', 'ticket_id'],
);

export const ticketResponse = envelopeResponse(
  shape({ ticket_id: text(), ticket: text('Signed, single use, 10 minutes'), url: text('The phone page (/ident?ticket=) to show as a QR code'), expires_at: text('ISO 8601') }),
);
export const ticketInfoResponse = envelopeResponse(
  shape({ slot: text(), kind: { type: 'string', enum: ['document', 'selfie'] }, types: listOf(text()), expires_at: text('ISO 8601') }),
);
export const scanUploadResponse = envelopeResponse(FILE);
export const ticketStatusResponse = envelopeResponse(
  shape({
    ticket_id: text(),
    slot: text(),
    state: { type: 'string', enum: ['waiting', 'uploaded', 'expired'], description: 'waiting: not used yet; uploaded: `file` arrived; expired: ask a new ticket' },
    file: { anyOf: [FILE, { type: 'null' }] },
  }),
);

// --- identity collection (ident_ass)

export type IdentAssBody = { order_id: string; identity: 'student' | 'payer'; collector_name: string; collector_id_number: string; collector_phone: string };
export const identAssBody = input(
  {
    order_id: orderId,
    identity: { type: 'string', enum: ['student', 'payer'], description: 'Whose identity: the student or the payer' },
    collector_name: { type: 'string', maxLength: 40, description: 'Real name (must match the ID number)' },
    collector_id_number: { type: 'string', maxLength: 30, description: 'Mainland citizen ID number (stored encrypted, answered masked)' },
    collector_phone: { type: 'string', maxLength: 20, description: 'Mainland mobile number' },
  },
  { order_id: EXAMPLE_ORDER, identity: 'payer', collector_name: '韩梅', collector_id_number: '110105197504020019', collector_phone: '13800138000' },
  ['order_id', 'identity', 'collector_name', 'collector_id_number', 'collector_phone'],
);
const IDENTITY = shape({
  identity: { type: 'string', enum: ['student', 'payer'] },
  collector_name: text(),
  collector_id_number: text('Masked'),
  collector_phone: text('Masked'),
  updated_at: text('ISO 8601'),
});
export const identAssResponse = envelopeResponse(IDENTITY);
export const identAssListResponse = envelopeResponse(shape({ order_id: text(), list: listOf(IDENTITY) }));
