/**
 * Bounded work for a PDF upload (runs in the upload worker, upload-inspect.ts). pdf-lib has no
 * limits: while it parses, it inflates every object stream (/Type /ObjStm) and cross-reference
 * stream (/Type /XRef) it meets in full, so a 600 KB file whose object stream inflates to 600 MB
 * took the parser 10 s and 600 MB. Here every stream is measured before anything inflates it in
 * full, against one budget per file:
 * - PDF_LIMITS.inflatedBytes: the sum of every stream's inflated size (object, cross-reference,
 *   content, image, font streams). 64 MB is 32 times the largest upload (2 MB): ordinary PDFs
 *   inflate 2 to 10 times, scans with deflated images up to about 20; a bomb does 1,000 times,
 *   or a million when deflated twice (/Filter [/FlateDecode /FlateDecode], zip-style nesting).
 * - PDF_LIMITS.objects: the objects an object stream declares (/N) and the entries a
 *   cross-reference stream declares, added up. 100,000 is more than a 2 MB file can hold as
 *   separate objects (each takes 20 bytes or more); pdf-lib keeps each as a few JavaScript objects.
 * The streams pdf-lib inflates while parsing reach it through two factories,
 * PDFObjectStreamParser.forStream and PDFXRefStreamParser.forStream (pdf-lib 1.17.1, pinned):
 * guardPdfParser wraps them so each stream is measured first, with the budget of the file being
 * checked. pdf-lib catches a parse error and goes on, so an exhausted budget is kept as `exceeded`
 * and read after the parse. The other streams are measured after the parse (measureStreams).
 */
import { constants, inflateSync } from 'node:zlib';
import { decodePDFRawStream, PDFArray, PDFName, PDFNumber, PDFObjectStreamParser, PDFRawStream, PDFXRefStreamParser, type PDFContext } from 'pdf-lib';

export const PDF_LIMITS = { inflatedBytes: 64 * 1024 * 1024, objects: 100_000 } as const;

class BudgetExceeded extends Error {}

export class PdfBudget {
  inflated = 0;
  objects = 0;
  exceeded = false;

  /** Adds a stream's inflated size (measured up to what is left); throws once over a limit. */
  spendStream(stream: PDFRawStream): void {
    if (this.exceeded) throw new BudgetExceeded();
    const left = PDF_LIMITS.inflatedBytes - this.inflated;
    this.inflated += inflatedLength(stream, left);
    if (this.inflated > PDF_LIMITS.inflatedBytes) this.fail();
  }

  spendObjects(count: number): void {
    if (this.exceeded) throw new BudgetExceeded();
    if (!Number.isFinite(count)) this.fail();
    this.objects += Math.max(0, count);
    if (this.objects > PDF_LIMITS.objects) this.fail();
  }

  private fail(): never {
    this.exceeded = true;
    throw new BudgetExceeded();
  }
}

/** The budget of the file being parsed (the worker checks one file at a time). */
let current: PdfBudget | null = null;

/** Runs `parse` with `budget` spent by every stream pdf-lib inflates meanwhile. */
export async function withBudget<T>(budget: PdfBudget, parse: () => Promise<T>): Promise<T> {
  guardPdfParser();
  current = budget;
  try {
    return await parse();
  } finally {
    current = null;
  }
}

let guarded = false;
function guardPdfParser(): void {
  if (guarded) return;
  guarded = true;
  const objectStream = PDFObjectStreamParser.forStream;
  PDFObjectStreamParser.forStream = (stream, shouldWaitForTick) => {
    if (current) {
      current.spendObjects(numberIn(stream, 'N'));
      current.spendStream(stream);
    }
    return objectStream(stream, shouldWaitForTick);
  };
  const xrefStream = PDFXRefStreamParser.forStream;
  PDFXRefStreamParser.forStream = (stream) => {
    if (current) {
      current.spendObjects(xrefEntries(stream));
      current.spendStream(stream);
    }
    return xrefStream(stream);
  };
}

/** Every stream left in the parsed document (content, images, fonts), measured against the budget. */
export function measureStreams(context: PDFContext, budget: PdfBudget): void {
  for (const [, object] of context.enumerateIndirectObjects()) {
    if (object instanceof PDFRawStream) budget.spendStream(object);
  }
}

function numberIn(stream: PDFRawStream, key: string): number {
  const value = stream.dict.lookup(PDFName.of(key));
  return value instanceof PDFNumber ? value.asNumber() : 0;
}

/** The entries a cross-reference stream declares: the counts in /Index, or /Size. */
function xrefEntries(stream: PDFRawStream): number {
  const index = stream.dict.lookup(PDFName.of('Index'));
  if (!(index instanceof PDFArray)) return numberIn(stream, 'Size');
  let entries = 0;
  for (let i = 1; i < index.size(); i += 2) {
    const count = index.lookup(i);
    entries += count instanceof PDFNumber ? count.asNumber() : 0;
  }
  return entries;
}

const FLATE = PDFName.of('FlateDecode');

/**
 * How many bytes `stream` inflates to, counted up to `limit + 1` (never more is inflated).
 * Deflate, the filter of nearly every stream, is inflated by zlib, each layer stopped at the limit;
 * other filters (LZW, ASCII85, run-length) and deflate data zlib refuses (pdf-lib is more lenient)
 * go through pdf-lib's own decoder, read in pieces until the limit. A filter pdf-lib does not
 * decode (DCT, JPX, CCITT, JBIG2: image codecs) counts as its raw size: no parser of ours opens it.
 */
export function inflatedLength(stream: PDFRawStream, limit: number): number {
  const filter = stream.dict.lookup(PDFName.of('Filter'));
  const filters = filter instanceof PDFArray ? filter.asArray() : filter === undefined ? [] : [filter];
  if (filters.length > 0 && filters.every((f) => f === FLATE)) {
    try {
      let data: Buffer = Buffer.from(stream.contents);
      for (let i = 0; i < filters.length; i += 1) {
        data = inflateSync(data, { maxOutputLength: limit + 1, finishFlush: constants.Z_SYNC_FLUSH });
      }
      return data.length;
    } catch (error) {
      if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') return limit + 1;
      // Not data zlib inflates: measured with pdf-lib's decoder below.
    }
  }
  if (filters.length === 0) return stream.contents.length;
  try {
    const decoded = decodePDFRawStream(stream);
    let length = 0;
    while (length <= limit) {
      const piece = decoded.getBytes(64 * 1024);
      if (piece.length === 0) break;
      length += piece.length;
    }
    return length;
  } catch {
    return stream.contents.length;
  }
}
