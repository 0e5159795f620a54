/**
 * Request and response schemas of the document calls: transport bounds, TypeScript shape and
 * OpenAPI in one. The upload is multipart/form-data; its `file` part is documented as binary (the
 * multipart parser hands the schema the file's name, the bytes go to the upload check).
 */
import { DOCUMENT_SLOTS } from '../../domain/document-slots';
import { FACE_FAILURE_REASONS, FACE_VERIFICATION_STATUSES } from '../../domain/face-verification';
import { IDENTITY_PERSONS } from '../../domain/identity-person';
import { PAYMENT_CYCLES } from '@edupay/forms';
import { envelopeResponse, FAULT, int, listOf, shape, text } from '../../http/response-schemas';
import { input } from '../../http/schemas';

type JsonSchema = Record<string, unknown>;

/** An example id (the journey in test/openapi.test.ts uses real ones). */
const EXAMPLE_ORDER = '00000000-0000-4000-8000-000000000000';
const EXAMPLE_FILE = '00000000-0000-4000-8000-000000000001';

const orderId = { type: 'string', maxLength: 36, description: 'Order id (from order_submit or order_list)' } as const;
const fileId = { type: 'string', maxLength: 36, description: 'File id (from ident_files_upload or ident_files)' } as const;
const slot = {
  type: 'string',
  maxLength: 40,
  enum: [...DOCUMENT_SLOTS],
  description:
    'Document slot: payment_proof, enrolment_proof (enrolment or offer), student_passport (front and back), payer_id (ID card front and back), kinship_proof, household_register (at least two pages), selfie_passport (selfie holding the passport; JPG/PNG), rent_contract; India: passport, aadhaar (front and back), pan_card, loan_sanction_letter, loan_disbursement_letter, selfie (JPG/PNG)',
} as const;

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

export const identFilesQuery = input({ order_id: orderId }, { order_id: EXAMPLE_ORDER }, ['order_id']);

export const fileRefBody = input({ order_id: orderId, file_id: fileId }, { order_id: EXAMPLE_ORDER, file_id: EXAMPLE_FILE }, ['order_id', 'file_id']);

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

export const ticketBody = input({ order_id: orderId, slot }, { order_id: EXAMPLE_ORDER, slot: 'payer_id' }, ['order_id', 'slot']);
const ticket = { type: 'string', maxLength: 120, description: 'The upload ticket from ident_scan_ticket (the QR code’s link carries it): <id>.<expires>.<signature>' } as const;
export const ticketQuery = input({ upload_ticket: ticket }, { upload_ticket: '00000000-0000-4000-8000-000000000002.1772420400.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' }, ['upload_ticket']);
export const scanUploadBody = input(
  { upload_ticket: ticket, file: { type: 'string', format: 'binary', description: 'The file (as for ident_files_upload): one per ticket' } },
  { upload_ticket: '00000000-0000-4000-8000-000000000002.1772420400.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', file: 'id-front.jpg' },
  ['upload_ticket'],
);
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

export const identAssBody = input(
  {
    order_id: orderId,
    identity: { type: 'string', enum: [...IDENTITY_PERSONS], description: 'Whose identity: the student or the payer' },
    collector_name: { type: 'string', maxLength: 40, description: 'Real name (must match the ID number)' },
    collector_id_number: { type: 'string', maxLength: 30, description: 'Mainland citizen ID number (stored encrypted, answered masked)' },
    collector_phone: { type: 'string', maxLength: 20, description: 'Mainland mobile number' },
  },
  { order_id: EXAMPLE_ORDER, identity: 'payer', collector_name: '韩梅', collector_id_number: '110105197504020019', collector_phone: '13800138000' },
  ['order_id', 'identity', 'collector_name', 'collector_id_number', 'collector_phone'],
);
const IDENTITY = shape({
  identity: { type: 'string', enum: [...IDENTITY_PERSONS] },
  collector_name: text(),
  collector_id_number: text('Masked'),
  collector_phone: text('Masked'),
  updated_at: text('ISO 8601'),
});
export const identAssResponse = envelopeResponse(IDENTITY);
export const identAssListResponse = envelopeResponse(shape({ order_id: text(), list: listOf(IDENTITY) }));

// --- Face verification (issue 16 item 6): the order's payer, through the face provider.

const EXAMPLE_VERIFICATION = '00000000-0000-4000-8000-000000000002';
const verificationId = { type: 'string', maxLength: 36, description: 'Face verification id (from live_verification)' } as const;

export const liveVerificationQuery = input(
  {
    order_id: orderId,
    restart: { type: 'string', enum: ['0', '1'], description: '1: start a new verification after a failed or expired one (the "re-verify" button); a passed one stays' },
    verification_id: { ...verificationId, description: 'A given verification of the order (the /verify page) instead of the newest' },
  },
  { order_id: EXAMPLE_ORDER },
  ['order_id'],
);
const FACE = shape({
  verification_id: text(),
  order_id: text(),
  status: { type: 'string', enum: [...FACE_VERIFICATION_STATUSES], description: 'pending: waiting for the payer on the vendor’s page; passed or failed: the vendor’s verdict; expired: no verdict in time' },
  failure_reason: { type: ['string', 'null'], enum: [...FACE_FAILURE_REASONS, null], description: 'Why it failed: not_live (no live person), face_mismatch (not the ID’s owner), retry (the vendor could not judge)' },
  person_name: text('Whom the vendor checks: the payer’s name on the order'),
  id_number: text('Masked'),
  url: { type: ['string', 'null'], description: 'The vendor’s liveness page (shown as a QR code) while pending; null after' },
  expires_at: text('ISO 8601: a pending verification expires then'),
  updated_at: text('ISO 8601'),
});
export const liveVerificationResponse = envelopeResponse(FACE);

export const faceReturnQuery = input({ verification_id: verificationId }, { verification_id: EXAMPLE_VERIFICATION }, ['verification_id']);

export const faceCallbackResponse = envelopeResponse(
  shape({ result: { type: 'string', enum: ['applied', 'duplicate', 'ignored', 'unknown'], description: 'applied once; duplicate: this event id was applied before; ignored: it would leave a final status' } }),
);

// --- The rent contract of a rent order (spec 001 section 3).

export const rentContractBody = input(
  {
    order_id: orderId,
    rent_address: { type: 'string', maxLength: 200, description: 'Detailed rent address (street, city, postcode)' },
    room_number: { type: 'string', maxLength: 40, description: 'Room No.' },
    contract_start: { type: 'string', maxLength: 10, description: 'Contract start date, YYYY-MM-DD' },
    contract_end: { type: 'string', maxLength: 10, description: 'Contract end date, YYYY-MM-DD: not before the start, at most one year after it' },
    payment_cycle: { type: 'string', maxLength: 20, enum: [...PAYMENT_CYCLES], description: 'yearly, half_year, quarterly or monthly' },
    rent_total: { type: 'string', maxLength: 20, description: 'Rent total in the order’s currency (decimal): at least the order’s amount' },
  },
  { order_id: EXAMPLE_ORDER, rent_address: '12 Grattan Street, Carlton VIC 3053', room_number: '1203', contract_start: '2026-02-15', contract_end: '2027-02-14', payment_cycle: 'half_year', rent_total: '24000.00' },
  ['order_id', 'rent_address', 'room_number', 'contract_start', 'contract_end', 'payment_cycle', 'rent_total'],
);
const RENT_CONTRACT = shape({
  rent_address: text(),
  room_number: text(),
  contract_start: text('YYYY-MM-DD'),
  contract_end: text('YYYY-MM-DD'),
  payment_cycle: { type: 'string', enum: [...PAYMENT_CYCLES] },
  rent_total: text('Decimal, the order’s currency'),
  updated_at: text('ISO 8601'),
});
export const rentContractResponse = envelopeResponse(
  shape({
    order_id: text(),
    required: { type: 'integer', enum: [0, 1], description: '1: a rent order (the contract is needed)' },
    currency: text('The order’s currency (of rent_total)'),
    contract: { anyOf: [RENT_CONTRACT, { type: 'null' }], description: 'null until given' },
  }),
);

// --- Identity details and identity documents of the student and the payer (identity-detail.ts)

export const identityFilesBody = input({ order_id: orderId }, { order_id: EXAMPLE_ORDER }, ['order_id']);
export const identityFilesResponse = envelopeResponse(
  shape({
    order_id: text(),
    person: { type: 'string', enum: [...IDENTITY_PERSONS], description: 'Whose identity documents' },
    slots: listOf(SLOT, 'student: student_passport, selfie_passport; payer: payer_id, kinship_proof, household_register'),
    missing: listOf(text(), 'Of these slots, the required ones without enough files'),
  }),
);

const str = (maxLength: number, description: string) => ({ type: 'string', maxLength, description }) as const;
const MASKED = 'Stored encrypted; answered masked. A masked value sent back leaves the number unchanged';

export const identityDetailBody = input(
  {
    order_id: orderId,
    student_cn_name: str(40, 'Chinese name'),
    pinyin_last_name: str(40, 'Pinyin last name'),
    pinyin_first_name: str(40, 'Pinyin first name'),
    en_first_name: str(40, 'English first name'),
    en_middle_name: str(40, 'English middle name'),
    en_last_name: str(40, 'English last name'),
    id_type: str(20, 'cn_id (mainland citizen ID) or passport'),
    student_id_number: str(30, `Mainland citizen ID number. ${MASKED}`),
    passport_number: str(30, `Passport number. ${MASKED}`),
    passport_address: str(200, 'Address on the passport'),
    date_of_birth: str(10, 'YYYY-MM-DD (must match the ID number)'),
  },
  { order_id: EXAMPLE_ORDER, en_middle_name: 'Ming', date_of_birth: '2005-01-01' },
  ['order_id'],
);
export const identityPayerDetailBody = input(
  {
    order_id: orderId,
    relationship: str(20, 'Relationship to the student'),
    payer_cn_name: str(40, 'Chinese name (must match the ID number)'),
    payer_id_number: str(30, `Mainland citizen ID number. ${MASKED}`),
    payer_tel_code: str(6, 'Mobile area code'),
    payer_mobile: str(20, 'Mobile number (the one registered with the card-issuing bank)'),
    payer_email: str(120, 'E-mail'),
  },
  { order_id: EXAMPLE_ORDER, payer_email: 'han.mei@example.com' },
  ['order_id'],
);
const DETAIL_COMMON = { order_id: text(), person: { type: 'string', enum: [...IDENTITY_PERSONS] }, updated_at: text('ISO 8601') };
export const identityDetailResponse = envelopeResponse(
  shape({
    ...DETAIL_COMMON,
    student_cn_name: text(),
    pinyin_last_name: text(),
    pinyin_first_name: text(),
    en_first_name: text(),
    en_middle_name: text(),
    en_last_name: text(),
    id_type: text(),
    student_id_number: text('Masked'),
    passport_number: text('Masked'),
    passport_address: text(),
    date_of_birth: text(),
  }),
);
export const identityPayerDetailResponse = envelopeResponse(
  shape({
    ...DETAIL_COMMON,
    relationship: text(),
    payer_cn_name: text(),
    payer_id_number: text('Masked'),
    payer_tel_code: text(),
    payer_mobile: text(),
    payer_email: text(),
  }),
);

// --- The order's requirements and its "documents submitted" step (ident.ts)

export const identBody = input({ order_id: orderId }, { order_id: EXAMPLE_ORDER }, ['order_id']);
export const identResponse = envelopeResponse(
  shape({
    order_id: text(),
    status: text('The order’s status'),
    slots: listOf(shape({ slot: text(), min: int('Files needed'), files: int('Files uploaded'), complete: { type: 'integer', enum: [0, 1] } }), 'The required document slots'),
    steps: listOf(
      shape({
        step: { type: 'string', enum: ['rent_contract_signature', 'face_verification'] },
        required: { type: 'integer', enum: [0, 1] },
        done: { type: 'integer', enum: [0, 1] },
      }),
      'rent_contract_signature: a rent order’s contract signed as it is now (sign_info); face_verification: the payer’s face check passed, where the payee asks for it (live_verification)',
    ),
    missing: listOf(text(), 'What the order still needs before payment: slots, then steps (the list payment_detail and payment_gateway refuse with)'),
    complete: { type: 'integer', enum: [0, 1], description: '1: nothing missing, the order may go to payment' },
    review_due_at: text("Awaiting the specialist's review (not payable yet): when the review is due, ISO 8601; '' otherwise"),
    review_due: text("The same in Beijing time, YYYY-MM-DD HH:mm; '' otherwise"),
    documents_submitted: { type: 'integer', enum: [0, 1], description: '1: the payer submitted the documents (POST ident)' },
    documents_submitted_at: text('ISO 8601, or empty'),
  }),
);

// --- Signing the rent contract (signature.ts; spec 000 "Get/Post sign info")

export const signInfoQuery = input(
  { order_id: orderId, sign_info_type: { type: 'string', enum: ['rent_contract'], description: 'What is signed: rent_contract (the default)' } },
  { order_id: EXAMPLE_ORDER },
  ['order_id'],
);
export const signInfoBody = input(
  {
    order_id: orderId,
    Base64: { type: 'string', maxLength: 2_900_000, description: 'The signature drawn in the signature modal: a PNG or JPEG as a data URL (data:image/png;base64,...) or bare base64; under 2 MB, not blank' },
    sign_info_type: { type: 'string', enum: ['rent_contract'], description: 'What is signed: rent_contract (the default)' },
  },
  {
    order_id: EXAMPLE_ORDER,
    Base64:
      'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAADAAAAAQAgMAAAAtwBQiAAAADFBMVEVMaXEAAAAAAAAAAAAykov8AAAABHRSTlMA9ak4V1tonwAAAAlwSFlzAAALEwAACxMBAJqcGAAAAGNJREFUCJljYICCp2EwFgMDU9jUAjiHM4EvBs65eoBhOozNHM7AoHoAroqBgROkyf4DA/PUBgYGpggGBsvQ0Kip0SDpBwwMU7OmhoZugKjmjQYrhABWhF0MDGpIbAYeZA5xAAB1ZBKTcoAnwgAAAABJRU5ErkJggg==',
  },
  ['order_id', 'Base64'],
);
export const signInfoResponse = envelopeResponse(
  shape({
    order_id: text(),
    sign_info_type: text(),
    student_name: text(),
    payer_name: text('Who signs: the order’s payer'),
    required: { type: 'integer', enum: [0, 1], description: '1: a rent order (its contract must be signed before payment)' },
    has_contract: { type: 'integer', enum: [0, 1], description: '1: the contract is filled in (rent_contract), so it can be signed' },
    is_sign_data: { type: 'integer', enum: [0, 1], description: '1: the contract as it is now is signed (a signed contract is not signed again)' },
    resign_needed: { type: 'integer', enum: [0, 1], description: '1: signed before the contract was changed: sign again' },
    signed_at: text('ISO 8601 of the newest signature, or empty'),
    sign_data: text('The newest signature image as a data URL, or empty'),
  }),
);
