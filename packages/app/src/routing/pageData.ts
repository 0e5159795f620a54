/**
 * The answers of a page's data calls, made with the page on the server (issue 19: the content pages'
 * first paint is their text, not the app's start-up). The server renders such a page (renderPageWithData,
 * src/prerender.tsx) and sends the answers beside the markup as JSON (`<script type="application/json"
 * id="page-data">`); useLoaded starts from an answer found here under its key, so the browser hydrates
 * the same text the server sent and asks nothing again.
 */

/** The element the server writes the answers into (packages/server/src/http/app-static.ts). */
export const PAGE_DATA_ID = 'page-data';

const answers = new Map<string, unknown>();
/** While the server renders: the calls the page asked for that have no answer yet, by key. */
let asked: Map<string, () => Promise<unknown>> | undefined;

/** Reads the answers the server sent with this page (main.tsx, before the first render). */
export function readPageData(doc: Document): void {
  const text = doc.getElementById(PAGE_DATA_ID)?.textContent;
  if (!text) return;
  try {
    for (const [key, value] of Object.entries(JSON.parse(text) as Record<string, unknown>)) answers.set(key, value);
  } catch {
    // Unreadable: the page asks for its data as it would without them.
  }
}

/** The answer under `key`, if the page came with it. */
export function pageDataOf<T>(key: string): { value: T } | undefined {
  return answers.has(key) ? { value: answers.get(key) as T } : undefined;
}

/**
 * Drops the answer under `key` once the page has shown it: a later visit to the same page in this tab
 * asks the server again rather than showing what it sent minutes ago. True when there was one.
 */
export function takePageData(key: string): boolean {
  return answers.delete(key);
}

/** On the server, during a render: notes a call the page made that has no answer yet. */
export function askForPageData(key: string, load: () => Promise<unknown>): void {
  if (asked && !answers.has(key) && !asked.has(key)) asked.set(key, load);
}

/**
 * Renders with `render` until the page asks for nothing new (each pass answers what the one before asked
 * for; a part shown only with data may ask for more), at most `passes` times. Returns the last markup and
 * the answers it was rendered with. A call that fails is left out: the page then renders, and the browser
 * hydrates, its loading state, and the browser asks again.
 */
export async function renderWithPageData(render: () => Promise<string>, passes = 3): Promise<{ html: string; data: Record<string, unknown> }> {
  answers.clear();
  const failed = new Set<string>();
  try {
    for (let pass = 1; ; pass += 1) {
      asked = new Map();
      const html = await render();
      const calls = [...asked].filter(([key]) => !failed.has(key));
      if (calls.length === 0 || pass === passes) return { html, data: Object.fromEntries(answers) };
      await Promise.all(
        calls.map(([key, load]) =>
          load().then(
            (value) => void answers.set(key, value),
            () => void failed.add(key),
          ),
        ),
      );
    }
  } finally {
    asked = undefined;
    answers.clear();
  }
}
