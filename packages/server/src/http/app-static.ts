/**
 * One port for the product: the built app (packages/app/dist) is served beside /api. Any other GET
 * (or HEAD) that is not a file answers the app's index.html (history routing; the app shows its own
 * 404 page).
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LOCALES, type Locale } from '@edupay/forms/contract';
import { LANGUAGE_COOKIE, siteCookie, TOKEN_COOKIE } from './request-context';
import { headTags, LANG_PARAM, modulePreloadTags, withPageHead, type PageHead } from './page-head';
import { pageDataScript, pageRenderer, type RenderPage } from './page-render';

/** How a page sent with its markup is hydrated: at the visitor's first sign of intent, or as soon as the app has loaded. */
type Hydrate = 'intent' | 'load';

/**
 * A page the app's build prerendered per language (packages/app/src/prerender.tsx, PRERENDERED, written to
 * dist/prerender/pages.json): its file name in dist/prerender, and whether home.html's boot (packages/app/src/boot.ts),
 * which every prerendered page is sent with, loads the app at the visitor's first sign of intent (`intent`) or at
 * once, to hydrate as soon as it has loaded (`load`).
 */
interface PrerenderedPage {
  readonly name: string;
  readonly hydrate: Hydrate;
  /** Another page for a signed-in visitor: a request with a session cookie gets the app's own render. */
  readonly signedOutOnly?: boolean;
}

/** A prerendered page's markup in each language the build wrote, and how it is hydrated. */
interface PrerenderedMarkup extends Pick<PrerenderedPage, 'hydrate' | 'signedOutOnly'> {
  readonly markup: Partial<Record<Locale, string>>;
}

/** The app's index.html and home.html, and the pages prerendered per language by the app's build (if it did), by path and query. */
export interface AppPages {
  readonly template: string;
  /** home.html: index.html with boot.ts for its script (the app's build writes both). */
  readonly homeTemplate: string;
  /** By path and query (without `lang`). */
  readonly prerendered: Readonly<Record<string, PrerenderedMarkup>>;
  /** By path: the files of the route's page that index.html does not preload already (dist/route-preloads.json). */
  readonly routePreloads: Readonly<Record<string, readonly string[]>>;
  /** The paths (any query) of the pages rendered per request with their data (page-render.ts), how each is hydrated, and their renderer. */
  readonly serverRendered: ReadonlyMap<string, Hydrate>;
  readonly render?: RenderPage;
}

/** The meta tag that tells home.html's boot to load the app at once (packages/app/src/intentHydration.ts). */
const HYDRATE_ON_LOAD = 'edupay-hydrate';

/** A table the app's build wrote, or an empty one from a build that predates it. */
async function readBuildTable<T>(file: string, empty: T): Promise<T> {
  return existsSync(file) ? (JSON.parse(await readFile(file, 'utf8')) as T) : empty;
}

/** Serves the app's files; answers its index.html template and prerendered pages (read once: a deploy restarts the server), or undefined without a build. */
export async function serveApp(app: FastifyInstance, appDir: string): Promise<AppPages | undefined> {
  if (!existsSync(join(appDir, 'index.html'))) return undefined;
  // Built assets carry content hashes and never change; index.html (sent below) is never cached,
  // so a deploy takes effect on the next visit. preCompressed: the app build writes .br and .gz
  // copies (packages/app/scripts/precompress.mjs), sent to clients that accept them.
  // index.html itself is never sent as a file: only sendAppPage fills in the answer's CSP nonce, so
  // `/index.html` falls through to the not-found handler and gets the page like any route.
  await app.register(fastifyStatic, {
    root: appDir,
    wildcard: false,
    index: false,
    maxAge: '365d',
    immutable: true,
    preCompressed: true,
    allowedPath: (pathName) =>
      pathName !== '/index.html' &&
      pathName !== '/home.html' &&
      pathName !== '/route-preloads.json' &&
      !pathName.startsWith('/prerender/') &&
      !pathName.startsWith('/ssr/'),
  });
  const prerendered: Record<string, PrerenderedMarkup> = {};
  const pages = await readBuildTable<Record<string, PrerenderedPage>>(join(appDir, 'prerender', 'pages.json'), {});
  for (const [path, { name, hydrate, signedOutOnly }] of Object.entries(pages)) {
    const markup: Partial<Record<Locale, string>> = {};
    for (const locale of LOCALES) {
      // packages/app/scripts/prerender.mjs: the page's markup in each language, hydrated by main.tsx.
      const file = join(appDir, 'prerender', `${name}.${locale}.html`);
      if (existsSync(file)) markup[locale] = await readFile(file, 'utf8');
    }
    prerendered[path] = { hydrate, signedOutOnly, markup };
  }
  const template = await readFile(join(appDir, 'index.html'), 'utf8');
  const home = join(appDir, 'home.html');
  // packages/app/scripts/route-preloads.mjs: each route's page files, for index.html's head.
  const routePreloads = await readBuildTable<Record<string, string[]>>(join(appDir, 'route-preloads.json'), {});
  const serverRendered = new Map(Object.entries(await readBuildTable<Record<string, Hydrate>>(join(appDir, 'prerender', 'server-rendered.json'), {})));
  return {
    template,
    homeTemplate: existsSync(home) ? await readFile(home, 'utf8') : template,
    prerendered,
    routePreloads,
    serverRendered,
    render: pageRenderer(app, appDir),
  };
}

/**
 * True when a request that matched no route should get the app's index.html: a GET or HEAD outside
 * /api/ and /dev/ from a browser (Accept names text/html), or a path without a file extension asked
 * for with any type (`curl -I /user_center`). A missing /assets/x.js stays a 404, and so does a path
 * that starts with two slashes.
 */
export function wantsAppPage(request: FastifyRequest): boolean {
  const path = request.url.split('?')[0] ?? '/';
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (path.startsWith('/api/') || path.startsWith('/dev/')) return false;
  // `//x` and `/\x` read as another host's address (`//` as no address at all): no page of ours.
  if (/^\/[/\\]/.test(path)) return false;
  const accept = request.headers.accept ?? '*/*';
  return accept.includes('text/html') || (accept.includes('*/*') && extname(path) === '');
}

/** Describes a page in a language (modules/content/page-heads.ts). */
export type DescribePage = (path: string, query: URLSearchParams, locale: Locale) => Promise<PageHead>;

/**
 * index.html for this page: its language (`?lang=` when given, then kept as the language cookie the
 * app and the API read; otherwise the cookie or Accept-Language), its head (page-head.ts), the home
 * page's prerendered markup (home, /college_list, the contact forms…), and this answer's CSP nonce (plugins/security-headers.ts); never cached.
 */
export async function sendAppPage(
  request: FastifyRequest,
  reply: FastifyReply,
  pages: AppPages,
  describe: DescribePage,
  origin: string,
  { bootAllowed }: { bootAllowed: boolean },
) {
  const url = new URL(request.url, 'http://page.invalid');
  const asked = url.searchParams.get(LANG_PARAM);
  const locale = LOCALES.find((l) => l === asked) ?? request.locale;
  if (locale === asked) reply.setCookie(LANGUAGE_COOKIE, locale, siteCookie(365 * 86_400));
  const head = await describe(url.pathname, url.searchParams, locale);
  // A prerendered page is the default country's, with exactly its query: `/?country=IND` and the like render
  // in the browser. `lang` only chose the language.
  const query = new URLSearchParams(url.searchParams);
  query.delete(LANG_PARAM);
  const key = query.size > 0 ? `${url.pathname}?${query.toString()}` : url.pathname;
  const page = pages.prerendered[key];
  const signedIn = Boolean(request.cookies[TOKEN_COOKIE]);
  let root = page?.signedOutOnly && signedIn ? undefined : page?.markup[locale];
  // How the page sent with its markup is hydrated (none sent: undefined).
  let hydrate = root === undefined ? undefined : page?.hydrate;
  // A content page, rendered with its data for a first visit (a signed-in header is the app's to draw). Not in
  // maintenance: the app loads at once then and moves the visitor on. A render that fails sends the page for the
  // browser to render, as before.
  let pageData = '';
  const rendering = pages.serverRendered.get(url.pathname);
  if (root === undefined && bootAllowed && !signedIn && pages.render && rendering) {
    const rendered = await pages.render(key, locale).catch((error: unknown) => request.log.error({ err: error, page: key }, 'page render failed'));
    if (rendered) {
      root = rendered.html;
      pageData = pageDataScript(rendered.data);
      hydrate = rendering;
    }
  }
  // Every page sent with its markup goes with home.html's boot, which loads the app after the page's stylesheet
  // (so the first paint does not share the line with the app's download: /college_list's first paint 1.8 -> 1.0 s):
  // at the first sign of intent, or at once for a page hydrated on load, which the boot reads from this tag.
  const withBoot = bootAllowed && hydrate !== undefined;
  const hydrateOnLoad = withBoot && hydrate === 'load' ? `<meta name="${HYDRATE_ON_LOAD}" content="load">` : '';
  // A page the browser renders needs its page's code for its first paint: asked for with the entry, after it and
  // the stylesheet (at the end of the head). A prerendered page is painted by its markup, and the extra downloads
  // would only compete with its stylesheet (measured: /college_list's first paint 1.8 -> 2.3 s); home.html's boot
  // loads the app after it.
  const headEnd = root === undefined ? modulePreloadTags(pages.routePreloads[url.pathname] ?? []) : pageData + hydrateOnLoad;
  const tags = headTags(head, origin, url.pathname, url.searchParams);
  return reply.sendAppIndex(withBoot ? pages.homeTemplate : pages.template, (page) => withPageHead(page, tags, locale, { rootHtml: root, headEnd }));
}
