/**
 * What an upload must pass on the server, whatever the client checked (issue 16, item 2; spec 001
 * section 5): judged by its bytes, never by its name or the type the browser reported.
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
 * A refusal is a validation error of @edupay/forms, so it is shown in the payer's language.
 */
import { fileTypeFromBuffer } from 'file-type';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, PDFStream, type PDFObject } from 'pdf-lib';
import sharp from 'sharp';
import { MAX_UPLOAD_BYTES, UPLOAD_TYPES, type UploadKind, type ValidationError } from '@edupay/forms';

export interface CheckedUpload {
  /** The bytes to store: re-encoded for images, the original for a PDF. */
  readonly bytes: Buffer;
  readonly mime: 'application/pdf' | 'image/jpeg' | 'image/png';
  readonly ext: 'pdf' | 'jpg' | 'png';
}

export type UploadCheck = { readonly ok: true; readonly file: CheckedUpload } | { readonly ok: false; readonly error: ValidationError };

/** A decoded image larger than this many pixels is refused before decoding (a decompression bomb). */
const MAX_PIXELS = 40_000_000;

/** PDF dictionary keys and action types that run something or carry another file. */
const ACTIVE_KEYS = new Set(['JS', 'JavaScript', 'Launch', 'EmbeddedFile', 'EmbeddedFiles', 'RichMedia']);
const ACTIVE_ACTIONS = new Set(['JavaScript', 'Launch', 'ImportData', 'SubmitForm']);

const refuse = (rule: string, messageId: ValidationError['messageId'], values: ValidationError['values'] = {}): UploadCheck => ({
  ok: false,
  error: { rule, messageId, values },
});

export async function checkUpload(bytes: Buffer, kind: UploadKind): Promise<UploadCheck> {
  const allowed = UPLOAD_TYPES[kind];
  if (bytes.length === 0) return refuse('uploadFileSize', 'uploadEmpty');
  if (bytes.length >= MAX_UPLOAD_BYTES) return refuse('uploadFileSize', 'uploadSize', { maxMb: MAX_UPLOAD_BYTES / 1024 / 1024 });
  const sniffed = await fileTypeFromBuffer(bytes);
  if (!sniffed || !allowed.mime.includes(sniffed.mime)) return refuse('uploadFileType', 'uploadType', { types: allowed.label });
  const unreadable = refuse('uploadFileType', 'uploadUnreadable', { types: allowed.label });

  if (sniffed.mime === 'application/pdf') {
    // pdf-lib's parser is lenient: it may load garbage and only fail when the pages are asked for.
    const verdict = await PDFDocument.load(bytes, { updateMetadata: false })
      .then((document) => (document.getPageCount() === 0 ? 'unreadable' : hasActiveContent(document) ? 'active' : 'clean'))
      .catch(() => 'unreadable' as const);
    if (verdict === 'unreadable') return unreadable;
    if (verdict === 'active') return refuse('uploadFileType', 'uploadActiveContent');
    return { ok: true, file: { bytes, mime: 'application/pdf', ext: 'pdf' } };
  }

  if (sniffed.mime === 'image/png' && pngTrailingBytes(bytes) !== 0) return unreadable;
  try {
    // rotate() applies the EXIF orientation before the metadata goes, so a phone photo stays upright.
    const image = sharp(bytes, { failOn: 'error', limitInputPixels: MAX_PIXELS }).rotate();
    if (sniffed.mime === 'image/png') return { ok: true, file: { bytes: await image.png({ compressionLevel: 9 }).toBuffer(), mime: 'image/png', ext: 'png' } };
    return { ok: true, file: { bytes: await image.jpeg({ quality: 90 }).toBuffer(), mime: 'image/jpeg', ext: 'jpg' } };
  } catch {
    return unreadable;
  }
}

/**
 * Bytes after a PNG's IEND chunk, by walking its chunks (length, type, data, CRC); -1 when the
 * chunk structure is broken (left to the decoder to refuse).
 */
export function pngTrailingBytes(bytes: Buffer): number {
  let offset = 8; // the signature
  while (offset + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(offset);
    const type = bytes.toString('latin1', offset + 4, offset + 8);
    offset += 12 + length;
    if (offset > bytes.length) return -1;
    if (type === 'IEND') return bytes.length - offset;
  }
  return -1;
}

/** Walks every object of the parsed PDF (names come decoded, so escapes do not hide them). */
function hasActiveContent(document: PDFDocument): boolean {
  const seen = new Set<PDFObject>();
  const visit = (object: PDFObject | undefined): boolean => {
    if (!object || seen.has(object)) return false;
    seen.add(object);
    const dict = object instanceof PDFDict ? object : object instanceof PDFStream || object instanceof PDFRawStream ? object.dict : undefined;
    if (dict) {
      for (const [key, value] of dict.entries()) {
        if (ACTIVE_KEYS.has(key.decodeText())) return true;
        if (key.decodeText() === 'S' && value instanceof PDFName && ACTIVE_ACTIONS.has(value.decodeText())) return true;
        if (visit(value)) return true;
      }
    }
    if (object instanceof PDFArray) return object.asArray().some(visit);
    return false;
  };
  return document.context.enumerateIndirectObjects().some(([, object]) => visit(object));
}
