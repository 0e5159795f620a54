/**
 * The shown page as text, behind a disclosure under the viewer: the canvas stays the picture of the
 * page, and a reader who needs words (a screen reader, a large font, a translator) opens this.
 */
export function PdfPageText({ summary, lines }: { summary: string; lines: readonly string[] }) {
  return (
    <details data-slot="pdf-pager-text" className="rounded-md border border-line bg-surface px-3 py-2 text-sm text-fg">
      <summary className="min-h-6 cursor-pointer font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus">
        {summary}
      </summary>
      <div className="mt-2 flex flex-col gap-1">
        {lines.map((line, index) => (
          <p key={index} className="m-0">
            {line}
          </p>
        ))}
      </div>
    </details>
  );
}
