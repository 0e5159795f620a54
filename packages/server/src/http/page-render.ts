/**
 * The content pages rendered per request with their data (issue 19: SERVER_RENDERED in
 * packages/app/src/prerender.tsx): news and resources, the help centre, the about pages. Their text is
 * what staff edit, so no build can render it; sent with its data, a first visit reads the page at once and
 * loads the app at its first move, like the home page.
 *
 * The app's build leaves its render module in dist/ssr/prerender.js; it is loaded at the first such page.
 * Its data calls are answered by this server's own handlers (inject: no network hop, no port to know), in
 * the page's language. One render at a time: the app keeps its state in one store per process.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { Locale } from '@edupay/forms/contract';
import { LANGUAGE_COOKIE } from './request-context';

/** A page's markup and the answers it was rendered with, by the app's call key (packages/app/src/routing/pageData.ts). */
export interface RenderedPage {
  readonly html: string;
  readonly data: Record<string, unknown>;
}

/** Undefined when too many renders wait already: the page is then sent for the browser to render. */
export type RenderPage = (page: string, locale: Locale) => Promise<RenderedPage | undefined>;

/**
 * Renders waiting their turn before a request gets the page without markup: one render takes tens of ms, so a
 * burst (a crawler, or someone sending many searches) waits at most a few hundred ms for its text and cannot
 * queue up work without bound.
 */
export const MAX_WAITING_RENDERS = 8;

interface RenderModule {
  renderPageWithData(page: string, locale: Locale, get: (url: string) => Promise<{ status: number; body: string }>): Promise<RenderedPage>;
}

/** The renderer of the app build in `appDir`, or undefined when the build has no render module. */
export function pageRenderer(app: FastifyInstance, appDir: string): RenderPage | undefined {
  const file = join(appDir, 'ssr', 'prerender.js');
  if (!existsSync(file)) return undefined;
  let loaded: Promise<RenderModule> | undefined;
  let queue: Promise<unknown> = Promise.resolve();
  let waiting = 0;
  return async (page, locale) => {
    if (waiting >= MAX_WAITING_RENDERS) return undefined;
    loaded ??= import(pathToFileURL(file).href) as Promise<RenderModule>;
    const get = async (url: string) => {
      const answer = await app.inject({ method: 'GET', url, headers: { accept: 'application/json', cookie: `${LANGUAGE_COOKIE}=${locale}` } });
      return { status: answer.statusCode, body: answer.body };
    };
    waiting += 1;
    const rendered = queue.then(async () => (await loaded!).renderPageWithData(page, locale, get));
    queue = rendered.catch(() => undefined);
    try {
      return await rendered;
    } finally {
      waiting -= 1;
    }
  };
}

/** The answers as a JSON data block (not run: the CSP does not apply), `<` escaped so no text can close the element. */
export function pageDataScript(data: Record<string, unknown>): string {
  return `<script type="application/json" id="page-data">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;
}
