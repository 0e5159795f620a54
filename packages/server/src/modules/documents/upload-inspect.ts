/**
 * The part of the upload check that parses a file in JavaScript: the type sniffed from its bytes
 * (file-type), a PNG's chunk walk, and a PDF's parse (pdf-lib) with its budget (pdf-budget.ts) and
 * its active-content walk. It runs on a worker thread of upload-pool.ts, never on the event loop,
 * so a file that makes it slow or large stalls no other request; the pool limits its memory and
 * time. Pixels are not decoded here: that is sharp's (upload-check.ts).
 * The answer is plain data (it crosses threads); the refusal's words are chosen by the caller.
 */
import type { MessagePort } from 'node:worker_threads';
import { fileTypeFromBuffer } from 'file-type';
import { ParseSpeeds, PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, PDFStream, type PDFObject } from 'pdf-lib';
import { measureStreams, PdfBudget, PDF_LIMITS, withBudget } from './pdf-budget';
import { pngTrailingBytes } from './png-chunks';

export interface InspectTask {
  readonly bytes: Uint8Array;
  /** The MIME types the slot takes. */
  readonly allowed: readonly string[];
  /** Told when the work starts: the pool's time limit runs from then. */
  readonly started?: MessagePort;
}

export type Inspection =
  | { readonly ok: true; readonly mime: 'application/pdf' | 'image/jpeg' | 'image/png' }
  /** type: not a type the slot takes; unreadable: not a file of its type; active: a PDF that runs or carries something; expanded: over a PDF limit. */
  | { readonly ok: false; readonly reason: 'type' | 'unreadable' | 'active' | 'expanded' };

/** PDF dictionary keys and action types that run something or carry another file. */
const ACTIVE_KEYS = new Set(['JS', 'JavaScript', 'Launch', 'EmbeddedFile', 'EmbeddedFiles', 'RichMedia']);
const ACTIVE_ACTIONS = new Set(['JavaScript', 'Launch', 'ImportData', 'SubmitForm']);

export default async function inspect({ bytes, allowed, started }: InspectTask): Promise<Inspection> {
  started?.postMessage('started');
  started?.close();
  const sniffed = await fileTypeFromBuffer(bytes);
  if (!sniffed || !allowed.includes(sniffed.mime)) return { ok: false, reason: 'type' };
  if (sniffed.mime === 'application/pdf') return inspectPdf(bytes);
  if (sniffed.mime === 'image/png') return pngTrailingBytes(bytes) === 0 ? { ok: true, mime: 'image/png' } : { ok: false, reason: 'unreadable' };
  return { ok: true, mime: sniffed.mime as 'image/jpeg' };
}

async function inspectPdf(bytes: Uint8Array): Promise<Inspection> {
  const budget = new PdfBudget();
  // pdf-lib warns on the console for each damaged object: a crafted file would flood the log.
  const warn = console.warn;
  console.warn = () => {};
  try {
    // pdf-lib's parser is lenient: it may load garbage and only fail when the pages are asked for.
    const document = await withBudget(budget, () => PDFDocument.load(bytes, { updateMetadata: false, parseSpeed: ParseSpeeds.Fastest }));
    if (budget.exceeded || document.context.enumerateIndirectObjects().length > PDF_LIMITS.objects) return { ok: false, reason: 'expanded' };
    measureStreams(document.context, budget);
    if (document.getPageCount() === 0) return { ok: false, reason: 'unreadable' };
    return hasActiveContent(document) ? { ok: false, reason: 'active' } : { ok: true, mime: 'application/pdf' };
  } catch {
    return { ok: false, reason: budget.exceeded ? 'expanded' : 'unreadable' };
  } finally {
    console.warn = warn;
  }
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
