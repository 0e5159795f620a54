/**
 * An article body: HTML the server sanitised on save (sanitize-html: no script, handler or
 * javascript: link survives), so it is shown as markup, styled as prose.
 */
export function RichText({ html, className = '' }: { html: string; className?: string }) {
  return (
    <div
      className={`flex flex-col gap-3 text-base leading-relaxed text-fg [&_a]:text-primary [&_a]:underline [&_h2]:mt-4 [&_h2]:text-xl [&_h2]:font-semibold [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6 ${className}`}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
