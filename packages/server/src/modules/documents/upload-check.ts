/**
 * What an upload must pass on the server, whatever the client checked (spec 001 section 5):
 * judged by its bytes, never by its name or the type the browser reported.
 * - empty, or not under 2 MB (2 x 1024 x 1024): refused;
 * - the type sniffed from the bytes must be one the slot takes (PDF, JPEG, PNG; a selfie JPEG/PNG);
 *   an .exe named .pdf is an .exe;
 * - images are decoded and re-encoded from their pixels: what leaves is a new file without EXIF
 *   (no GPS, no camera serial) and without anything appended after the image; a file that does
 *   not decode is refused;
 * - a PNG with bytes after its IEND chunk (a PNG with a PHP tail: a polyglot, crafted on purpose;
 *   no PNG writer appends data) is refused outright. A JPEG's trailer is only dropped by the
 *   re-encoding, not refused: phones append data after the image legitimately (motion photos,
 *   maker trailers), and refusing them would refuse ordinary photos;
 * - PDFs must parse, must not be encrypted (staff could not read them) and must not carry active
 *   content (JavaScript, launch actions, embedded files, rich media), looked up on the parsed
 *   objects, so an escaped name such as `/J#61vaScript` is found too. A clean PDF is kept byte for
 *   byte: re-saving would break the digital signature of a bank's or lender's letter.
 * Bounded work (a decompression bomb is a small file that is huge once opened): the sniffing and
 * the PDF parse run on a worker thread with a time and memory limit (upload-pool.ts), the PDF's
 * inflated bytes and objects under a budget (pdf-budget.ts); an image's size is read from its
 * header and refused over MAX_PIXELS before a pixel is decoded, and sharp decodes on its own
 * threads, stopped after SHARP_TIMEOUT_SECONDS. None of it runs on the event loop.
 * A refusal is a validation error of @edupay/forms, so it is shown in the payer's language.
 */
import sharp from 'sharp';
import { MAX_UPLOAD_BYTES, UPLOAD_TYPES, type UploadKind, type ValidationError } from '@edupay/forms';
import { STATUS } from '@edupay/forms/contract';
import { BusinessError } from '../../http/business-error';
import { PDF_LIMITS } from './pdf-budget';
import { inspectInWorker } from './upload-pool';

export { pngTrailingBytes } from './png-chunks';

export interface CheckedUpload {
  /** The bytes to store: re-encoded for images, the original for a PDF. */
  readonly bytes: Buffer;
  readonly mime: 'application/pdf' | 'image/jpeg' | 'image/png';
  readonly ext: 'pdf' | 'jpg' | 'png';
}

export type UploadCheck = { readonly ok: true; readonly file: CheckedUpload } | { readonly ok: false; readonly error: ValidationError };

/**
 * An image of more pixels than this is refused from its header, before decoding. 40 megapixels
 * takes an A4 page scanned at 600 dpi (35 MP) and every phone's photo (12 to 24 MP; a 48 MP or
 * 200 MP photo is far over 2 MB), and decodes to at most 160 MB (four bytes a pixel).
 */
export const MAX_PIXELS = 40_000_000;
/** sharp stops decoding and re-encoding one image after this long (40 MP takes about 1 s). */
const SHARP_TIMEOUT_SECONDS = 10;

const refuse = (rule: string, messageId: ValidationError['messageId'], values: ValidationError['values'] = {}): UploadCheck => ({
  ok: false,
  error: { rule, messageId, values },
});

/** The size message for a file that is small but huge once opened (a decompression bomb). */
const expanded = () => refuse('uploadFileSize', 'uploadExpanded', { megapixels: MAX_PIXELS / 1_000_000, maxMb: PDF_LIMITS.inflatedBytes / 1024 / 1024 });

export async function checkUpload(bytes: Buffer, kind: UploadKind): Promise<UploadCheck> {
  const allowed = UPLOAD_TYPES[kind];
  if (bytes.length === 0) return refuse('uploadFileSize', 'uploadEmpty');
  if (bytes.length >= MAX_UPLOAD_BYTES) return refuse('uploadFileSize', 'uploadSize', { maxMb: MAX_UPLOAD_BYTES / 1024 / 1024 });
  const inspection = await inspectInWorker(bytes, allowed.mime);
  if (inspection === 'busy') throw new BusinessError(STATUS.TOO_FREQUENT, 'tooManyRequests');
  if (inspection === 'exhausted') return expanded();
  const unreadable = refuse('uploadFileType', 'uploadUnreadable', { types: allowed.label });
  if (!inspection.ok) {
    if (inspection.reason === 'type') return refuse('uploadFileType', 'uploadType', { types: allowed.label });
    if (inspection.reason === 'active') return refuse('uploadFileType', 'uploadActiveContent');
    return inspection.reason === 'expanded' ? expanded() : unreadable;
  }
  if (inspection.mime === 'application/pdf') return { ok: true, file: { bytes, mime: 'application/pdf', ext: 'pdf' } };

  // The header only: width and height as the file states them, before any pixel is decoded.
  const header = await sharp(bytes, { limitInputPixels: false }).metadata().catch(() => null);
  if (!header) return unreadable;
  if (header.width * header.height > MAX_PIXELS) return expanded();
  try {
    // rotate() applies the EXIF orientation before the metadata goes, so a phone photo stays upright.
    const image = sharp(bytes, { failOn: 'error', limitInputPixels: MAX_PIXELS }).rotate().timeout({ seconds: SHARP_TIMEOUT_SECONDS });
    if (inspection.mime === 'image/png') return { ok: true, file: { bytes: await image.png({ compressionLevel: 9 }).toBuffer(), mime: 'image/png', ext: 'png' } };
    return { ok: true, file: { bytes: await image.jpeg({ quality: 90 }).toBuffer(), mime: 'image/jpeg', ext: 'jpg' } };
  } catch {
    return unreadable;
  }
}
