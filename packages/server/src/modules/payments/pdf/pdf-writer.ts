/**
 * A small writer for the payment PDFs (receipt, transfer instructions) on pdf-lib: one A4 page, a
 * title, label/value rows that wrap, notes, and a QR code back to the order. Text is drawn with the
 * embedded CJK font, cut to the document's characters (cjk-font.ts), so Chinese names and labels show
 * as glyphs, not boxes.
 */
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import QRCode from 'qrcode';
import { cjkFontSubset } from './cjk-font';

const A4 = [595.28, 841.89] as const;
const MARGIN = 56;
const LABEL_WIDTH = 150;
const INK = rgb(0.1, 0.12, 0.16);
const MUTED = rgb(0.35, 0.38, 0.44);
/** The glyph substitutions fontkit's layout applies by default, off (see writePdf). Positioning features stay. */
const NO_SUBSTITUTIONS = { ccmp: false, locl: false, rlig: false, calt: false, clig: false, liga: false, dlig: false, rclt: false };

export interface PdfContent {
  readonly title: string;
  /** The PDF's metadata: title, language (BCP 47), subject. */
  readonly language: string;
  readonly rows: readonly (readonly [label: string, value: string])[];
  /** A row drawn larger (the amount, the reference). */
  readonly emphasis?: readonly string[];
  readonly notes: readonly string[];
  /** Encoded in a QR code at the top right (a link back to the order). */
  readonly qr?: { readonly url: string; readonly caption: string };
  readonly footer: string;
  /** The document's creation time (injected: the same input makes the same document). */
  readonly at: Date;
}

/** Splits text into lines no wider than `width` (by character: Chinese has no spaces to break at). */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const char of text) {
    if (font.widthOfTextAtSize(line + char, size) > width && line) {
      // Prefer breaking at the last space when the line has one (Latin text).
      const space = line.lastIndexOf(' ');
      if (space > 0 && /[\x20-\x7e]/.test(char)) {
        lines.push(line.slice(0, space));
        line = line.slice(space + 1);
      } else {
        lines.push(line);
        line = '';
      }
    }
    line += char;
  }
  if (line) lines.push(line);
  return lines;
}

function drawLines(page: PDFPage, lines: string[], x: number, y: number, font: PDFFont, size: number, color = INK): number {
  let at = y;
  for (const line of lines) {
    page.drawText(line, { x, y: at, size, font, color });
    at -= size * 1.5;
  }
  return at;
}

export async function writePdf(content: PdfContent): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  const text = [content.title, ...content.rows.flat(), ...content.notes, content.qr?.caption ?? '', content.footer].join('');
  // Already cut to this document's characters: pdf-lib embeds it as it is. Unsubset, pdf-lib gives widths only to
  // the glyphs the font's character map names, so no substitution may bring in others: with `locl` on, digits after a
  // Latin letter became alternate glyphs drawn with a full em of space each ("EP2 6 1 2 0"); `liga` would do the
  // same to "ffi" in Griffith.
  const font = await pdf.embedFont(await cjkFontSubset(text), { subset: false, features: NO_SUBSTITUTIONS });
  pdf.setTitle(content.title);
  pdf.setLanguage(content.language);
  pdf.setCreator('EduPay');
  pdf.setProducer('EduPay');
  pdf.setCreationDate(content.at);
  pdf.setModificationDate(content.at);
  const page = pdf.addPage([...A4]);
  const right = A4[0] - MARGIN;
  let y = A4[1] - MARGIN - 20;

  if (content.qr) {
    const png = await QRCode.toBuffer(content.qr.url, { errorCorrectionLevel: 'M', margin: 1, width: 240 });
    const image = await pdf.embedPng(png);
    page.drawImage(image, { x: right - 96, y: A4[1] - MARGIN - 96, width: 96, height: 96 });
    page.drawText(content.qr.caption, { x: right - 96, y: A4[1] - MARGIN - 110, size: 8, font, color: MUTED });
  }
  y = drawLines(page, wrap(content.title, font, 18, right - MARGIN - 120), MARGIN, y, font, 18);
  y -= 24;

  for (const [label, value] of content.rows) {
    const size = content.emphasis?.includes(label) ? 14 : 11;
    const valueLines = wrap(value, font, size, right - MARGIN - LABEL_WIDTH);
    drawLines(page, wrap(label, font, 10, LABEL_WIDTH - 12), MARGIN, y, font, 10, MUTED);
    y = drawLines(page, valueLines, MARGIN + LABEL_WIDTH, y, font, size) - 6;
  }
  y -= 12;
  for (const note of content.notes) y = drawLines(page, wrap(note, font, 10, right - MARGIN), MARGIN, y, font, 10) - 6;
  page.drawText(content.footer, { x: MARGIN, y: MARGIN, size: 8, font, color: MUTED });
  return pdf.save();
}
