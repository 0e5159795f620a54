// Types only: erased at build time, so importing this module does not pull pdf.js into a bundle.
import type * as Pdfjs from 'pdfjs-dist';

export type PdfjsModule = typeof Pdfjs;

/** How pdf.js finds its worker: a URL to `pdf.worker(.min).mjs`, or a Worker you created yourself. */
export type PdfWorkerConfig = { workerSrc: string; workerPort?: never } | { workerPort: Worker; workerSrc?: never };

let workerConfig: PdfWorkerConfig | undefined;
let loading: Promise<LoadedPdfjs> | undefined;

/**
 * Overrides where the pdf.js worker comes from, for every PdfPager on the page. Call it once at start-up,
 * before the first PdfPager mounts (later calls do not affect an already-loaded pdf.js). Use it when
 * your bundler does not understand the default below (webpack 4, a CDN build), e.g.
 * `configurePdfWorker({ workerSrc: '/static/pdf.worker.min.mjs' })`.
 */
export function configurePdfWorker(config: PdfWorkerConfig): void {
  workerConfig = config;
}

export interface LoadedPdfjs {
  pdfjs: PdfjsModule;
  /** The one worker all PdfPagers share; never destroyed (pdf.js parses ~1 MB of code to start one). */
  worker: InstanceType<PdfjsModule['PDFWorker']>;
}

/**
 * Loads pdf.js on first use, once. Why lazily: pdf.js is ~130 KB gzipped plus a worker of ~330 KB;
 * only the payment guide and a few document views show PDFs, so `import('pdfjs-dist')` is a dynamic
 * import that bundlers split into its own chunk, fetched only when a PdfPager mounts. The kit's main
 * chunk never references pdf.js statically (a unit test checks that).
 *
 * Why the worker is created with `new Worker(new URL('pdfjs-dist/build/pdf.worker.min.mjs',
 * import.meta.url), { type: 'module' })`: this exact shape is the pattern Vite (and webpack 5, Parcel,
 * Rollup with a worker plugin) recognise statically. Vite resolves the bare specifier from this file's
 * location (in our Storybook and app: the source; in a consumer's build: `@edupay/ui/dist`, next to its
 * own `pdfjs-dist` dependency), bundles the worker as a separate module-worker chunk with a hashed
 * name, and rewrites the URL; no copying of worker files, no CDN, and the worker always matches the
 * installed pdf.js version (a mismatch is a hard error in pdf.js).
 *
 * Why a PDFWorker of our own, passed to every `getDocument({ worker })`, rather than
 * `GlobalWorkerOptions.workerPort`: with the global port, pdf.js wraps the port in one cached PDFWorker
 * that each loading task *owns* and destroys with itself, so destroying one document (switching tabs,
 * unmounting one of two viewers) tears down the worker under the others ("Cannot resolve callback",
 * "the worker is being destroyed"). A worker passed in explicitly is never destroyed by a task.
 * A host page that already set `GlobalWorkerOptions.workerPort`/`workerSrc` keeps its choice.
 *
 * Checked in a production Vite build of a consumer app: a page without a PdfPager fetches neither the
 * pdf.js chunk nor the worker; a page with one fetches both and renders. Consumer dev servers: Vite's
 * dependency pre-bundling copies code to `.vite/deps`, where a worker URL can stop resolving; if the
 * worker fails to load there, add `optimizeDeps: { exclude: ['@edupay/ui'] }` or call `configurePdfWorker`.
 */
export function loadPdfjs(): Promise<LoadedPdfjs> {
  loading ??= import('pdfjs-dist')
    .then((pdfjs) => {
      const global = pdfjs.GlobalWorkerOptions;
      let worker: LoadedPdfjs['worker'];
      if (workerConfig?.workerPort) worker = pdfjs.PDFWorker.create({ port: workerConfig.workerPort });
      else if (workerConfig?.workerSrc) {
        global.workerSrc = workerConfig.workerSrc;
        worker = new pdfjs.PDFWorker();
      } else if (global.workerPort) worker = pdfjs.PDFWorker.create({ port: global.workerPort });
      else if (global.workerSrc) worker = new pdfjs.PDFWorker();
      else {
        const port = new Worker(new URL('pdfjs-dist/build/pdf.worker.min.mjs', import.meta.url), { type: 'module' });
        worker = pdfjs.PDFWorker.create({ port });
      }
      return { pdfjs, worker };
    })
    .catch((error: unknown) => {
      // A failed chunk download (offline) must not be cached forever: the next mount tries again.
      loading = undefined;
      throw error;
    });
  return loading;
}
