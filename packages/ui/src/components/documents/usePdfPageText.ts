import { useEffect, useState } from 'react';
import type { PDFDocumentProxy } from 'pdfjs-dist';

/**
 * The text of one page of a loaded PDF, line by line (pdf.js marks line ends), with the page it
 * is of; null until a page is read, or when it has none (e.g. a scan). The canvas is a picture of the page: this is the
 * same content as text, for screen readers, zoom, copy and translation (WCAG 1.1.1, 1.4.5).
 */
export function usePdfPageText(
  pdf: PDFDocumentProxy | null,
  pageNumber: number,
): { page: number; lines: readonly string[] } | null {
  const [text, setText] = useState<{ pdf: PDFDocumentProxy; page: number; lines: readonly string[] } | null>(null);
  useEffect(() => {
    if (!pdf) return;
    let current = true;
    (async () => {
      const content = await (await pdf.getPage(pageNumber)).getTextContent();
      const lines: string[] = [];
      let line = '';
      for (const item of content.items) {
        if (!('str' in item)) continue;
        line += item.str;
        if (item.hasEOL) {
          lines.push(line.trim());
          line = '';
        }
      }
      lines.push(line.trim());
      if (current) setText({ pdf, page: pageNumber, lines: lines.filter(Boolean) });
    })().catch(() => undefined);
    return () => {
      current = false;
    };
  }, [pdf, pageNumber]);
  // The last page read stays until the next is (a page turn keeps the disclosure, open or not).
  return text && text.pdf === pdf && text.lines.length ? { page: text.page, lines: text.lines } : null;
}
