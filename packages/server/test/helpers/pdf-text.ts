/** The text of a PDF as a reader extracts it (pdfjs-dist, the same library the kit's PdfPager uses). */
import { PDFDict, PDFDocument, PDFName } from 'pdf-lib';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await getDocument({ data: bytes, useSystemFonts: false, isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n += 1) {
    const content = await (await pdf.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join('\n'));
  }
  await pdf.destroy();
  return pages.join('\n');
}

/** The names of the fonts the PDF embeds with their font file (not a reference to a system font). */
export async function embeddedFontNames(bytes: Uint8Array): Promise<string[]> {
  const pdf = await PDFDocument.load(bytes);
  const names: string[] = [];
  for (const [, object] of pdf.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFDict)) continue;
    const name = object.get(PDFName.of('FontName'));
    const file = object.get(PDFName.of('FontFile2')) ?? object.get(PDFName.of('FontFile3')) ?? object.get(PDFName.of('FontFile'));
    if (name instanceof PDFName && file) names.push(name.decodeText());
  }
  return names;
}
