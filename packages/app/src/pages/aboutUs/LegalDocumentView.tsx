import type { LegalDocument } from './legalTexts';

/** One legal document: the page's h1, then numbered sections as h2 with their paragraphs. */
export function LegalDocumentView({ document, lastUpdated }: { document: LegalDocument; lastUpdated: string }) {
  return (
    <article className="flex flex-col gap-6" aria-labelledby="legal-title">
      <header className="flex flex-col gap-1">
        <h1 id="legal-title" className="text-2xl font-semibold text-fg">
          {document.title}
        </h1>
        <p className="text-sm text-fg-muted">{lastUpdated}</p>
      </header>
      {document.sections.map((section) => (
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`} className="flex flex-col gap-2">
          <h2 id={`${section.id}-heading`} className="text-lg font-semibold text-fg">
            {section.heading}
          </h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className="text-base leading-relaxed text-fg">
              {paragraph}
            </p>
          ))}
        </section>
      ))}
    </article>
  );
}
