import {
  useCallback,
  useEffect,
  useEffectEvent,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import type { PDFDocumentProxy, RenderTask } from 'pdfjs-dist';
import { cn } from '../../lib/cn';
import { useControllableState } from '../../lib/useControllableState';
import { useDomainText } from '../../i18n/useDomainText';
import { pdfPagerMessages } from './pdfPagerMessages';
import { Button } from '../../primitives/Button';
import { Spinner } from '../../primitives/Spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../primitives/Tabs';
import { loadPdfjs } from './loadPdfjs';
import { PdfPageText } from './PdfPageText';
import { usePdfPageText } from './usePdfPageText';
import { useAnnounceOnChange } from '../../provider/useAnnounceOnChange';

type PdfBytes = Uint8Array | ArrayBuffer;

/** One PDF to show. Give `url` (fetched by pdf.js, like an image's src) or `data`. */
export interface PdfDocumentSource {
  id: string;
  /** Shown on the document's tab and in the page's accessible name. */
  title: string;
  url?: string;
  /**
   * The bytes, or an async function that returns them (e.g. the app's API client fetching with the
   * user's token); awaited when the document is first shown.
   */
  data?: PdfBytes | (() => Promise<PdfBytes>);
}

export interface PdfPagerProps {
  /** The PDFs to choose from (the IND payment guide has three); tabs appear when there are several. */
  documents: PdfDocumentSource[];
  /** Controlled id of the document shown; pair with `onDocumentChange`. */
  documentId?: string;
  /** Initial document when uncontrolled; defaults to the first. */
  defaultDocumentId?: string;
  onDocumentChange?: (id: string) => void;
  /** Controlled page number, 1-based; pair with `onPageChange`. Switching documents goes to page 1. */
  page?: number;
  /** Initial page when uncontrolled; defaults to 1. */
  defaultPage?: number;
  onPageChange?: (page: number) => void;
  /** The file name of the one download link (fixed, whatever document is shown). Without it, no download link. */
  downloadName?: string;
  /** What the download link fetches; defaults to the shown document's `url`. */
  downloadUrl?: string;
  /** The viewer region's accessible name; defaults to "Document viewer". */
  label?: string;
  /**
   * A pdf.js worker (a `Worker` running `pdf.worker.mjs`) for this viewer's documents, instead of the
   * shared default (see loadPdfjs.ts and `configurePdfWorker`). Fixed at mount; never terminated by the kit.
   */
  workerPort?: Worker;
  /** Extra content at the end of the toolbar, e.g. the payment guide's link to fee payment. */
  actions?: ReactNode;
  className?: string;
}

type Status = 'loading' | 'ready' | 'error';

interface Loaded {
  key: string;
  pdf: PDFDocumentProxy;
}

/**
 * A document is identified by its id and url: a parent may pass a new `documents` array (even new
 * `data` functions) on every render without reloading anything. To show other bytes, change the id.
 */
function sourceKey(source: PdfDocumentSource | undefined): string {
  return source ? `${source.id}\n${source.url ?? ''}` : '';
}

function copyBytes(bytes: PdfBytes): Uint8Array {
  // pdf.js transfers the buffer to its worker (detaching it): hand it a copy so the caller's bytes survive.
  return bytes instanceof Uint8Array ? bytes.slice() : new Uint8Array(bytes.slice(0));
}

/**
 * A paged PDF viewer on pdf.js: one page at a time, fitted to the container's width and drawn at the
 * screen's pixel density, previous and next buttons, "Page x of y", PageUp/PageDown on the viewer,
 * several documents on tabs, one download link with a fixed file name, and localized loading and
 * error states. pdf.js is loaded lazily on mount (see loadPdfjs.ts).
 */
export function PdfPager({
  documents,
  documentId,
  defaultDocumentId,
  onDocumentChange,
  page,
  defaultPage = 1,
  onPageChange,
  downloadName,
  downloadUrl,
  label,
  workerPort,
  actions,
  className,
}: PdfPagerProps) {
  const t = useDomainText(pdfPagerMessages);
  const statusId = useId();
  const [activeId, setActiveId] = useControllableState(
    documentId,
    defaultDocumentId ?? documents[0]?.id ?? '',
    onDocumentChange,
  );
  const [pageNumber, setPageNumber] = useControllableState(page, defaultPage, onPageChange);
  const active = documents.find((doc) => doc.id === activeId) ?? documents[0];

  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  // What the canvas last finished drawing ("key|page|width"), so `rendered` is derived, not reset by hand.
  const [renderedAs, setRenderedAs] = useState('');
  const [width, setWidth] = useState(0);
  const [viewer, setViewer] = useState<HTMLDivElement | null>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [workerAtMount] = useState(workerPort);

  const activeKey = sourceKey(active);
  // The load effect runs when the source's key changes and reads the source it then stands for.
  const activeSource = useEffectEvent(() => active);
  const status: Status = failed === activeKey ? 'error' : loaded?.key === activeKey ? 'ready' : 'loading';
  const pdf = status === 'ready' ? loaded!.pdf : null;
  const total = pdf?.numPages ?? 0;
  const current = total ? Math.min(Math.max(1, Math.round(pageNumber)), total) : 1;
  const drawing = `${activeKey}|${current}|${width}`;
  const rendered = status === 'ready' && renderedAs === drawing;
  const pageStatus = total ? t('pdfPager.status', { page: current, total }) : null;
  const pageText = usePdfPageText(pdf, current);
  // The page number is read after each turn (and once the document has loaded); a load failure interrupts.
  useAnnounceOnChange(pageStatus);
  useAnnounceOnChange(status === 'error' && t('pdfPager.error'), 'assertive');

  // Load the active document (again after Retry). The previous one is destroyed to free its worker memory.
  useEffect(() => {
    const active = activeSource();
    if (!active) return;
    const key = sourceKey(active);
    let cancelled = false;
    let destroy: (() => void) | undefined;
    (async () => {
      const { pdfjs, worker } = await loadPdfjs();
      const data = typeof active.data === 'function' ? await active.data() : active.data;
      if (cancelled) return;
      const task = pdfjs.getDocument({
        ...(data ? { data: copyBytes(data) } : { url: active.url }),
        // Our shared worker (or the one made on the given port): a task never destroys a worker passed to it.
        worker: workerAtMount ? pdfjs.PDFWorker.create({ port: workerAtMount }) : worker,
      });
      destroy = () => void task.destroy();
      const document = await task.promise;
      if (cancelled) return;
      setLoaded({ key, pdf: document });
      setFailed(null);
    })().catch(() => {
      if (!cancelled) setFailed(key);
    });
    return () => {
      cancelled = true;
      // Destroying the loading task also destroys its document and frees the worker's copy.
      destroy?.();
    };
  }, [activeKey, attempt, workerAtMount]);

  // Fit to width: follow the viewer's content width (rounded, so sub-pixel jitter does not re-render).
  useLayoutEffect(() => {
    if (!viewer) return;
    const measure = () => setWidth(Math.floor(viewer.clientWidth));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(viewer);
    return () => observer.disconnect();
  }, [viewer]);

  // Draw the current page. A newer render cancels the one in flight (pdf.js refuses two on one canvas).
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!pdf || !canvas || width === 0) return;
    let cancelled = false;
    let task: RenderTask | undefined;
    (async () => {
      const pdfPage = await pdf.getPage(current);
      if (cancelled) return;
      const scale = width / pdfPage.getViewport({ scale: 1 }).width;
      const viewport = pdfPage.getViewport({ scale });
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      // The backing store has one pixel per device pixel; the CSS size is the fitted size.
      canvas.width = Math.floor(viewport.width * ratio);
      canvas.height = Math.floor(viewport.height * ratio);
      canvas.style.width = `${Math.round(viewport.width)}px`;
      canvas.style.height = `${Math.round(viewport.height)}px`;
      task = pdfPage.render({ canvas, viewport, transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0] });
      await task.promise;
      if (!cancelled) setRenderedAs(drawing);
    })().catch(() => {
      // A cancelled render rejects; a real failure leaves the page blank with its status unchanged.
    });
    return () => {
      cancelled = true;
      task?.cancel();
    };
  }, [pdf, current, width, drawing]);

  const goTo = useCallback(
    (next: number) => {
      if (!total) return;
      const clamped = Math.min(Math.max(1, next), total);
      if (clamped !== current) setPageNumber(clamped);
    },
    [total, current, setPageNumber],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'PageDown') goTo(current + 1);
    else if (event.key === 'PageUp') goTo(current - 1);
    else return;
    event.preventDefault();
  };

  const chooseDocument = (id: string) => {
    if (id === activeId) return;
    setActiveId(id);
    // Each document opens on its first page.
    setPageNumber(1);
  };

  // The one download: a fixed file if given, else the shown document's url (documents given as bytes need `downloadUrl`).
  const href = downloadUrl ?? active?.url;

  const title = active?.title ?? '';
  const pageName = total ? t('pdfPager.pageName', { page: current, total, title }) : title;

  const viewerArea = (
    // A focusable region is the pattern for content that scrolls (a page taller than the screen) and
    // takes keys of its own (PageUp/PageDown turn pages); the lint rules expect widgets only.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div
      ref={setViewer}
      role="region"
      aria-label={label ?? t('pdfPager.label')}
      aria-describedby={statusId}
      aria-busy={status === 'loading' || (status === 'ready' && !rendered) || undefined}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      onKeyDown={onKeyDown}
      data-slot="pdf-pager-viewer"
      className="relative min-h-48 overflow-auto rounded-md border border-line bg-surface-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
    >
      {status === 'ready' ? (
        <canvas
          ref={canvasRef}
          role="img"
          aria-label={pageName}
          data-slot="pdf-pager-canvas"
          data-state={rendered ? 'rendered' : 'rendering'}
          data-page={current}
          className="block bg-white"
        />
      ) : null}
      {status === 'loading' ? (
        <div
          data-slot="pdf-pager-loading"
          className="absolute inset-0 flex flex-col items-center justify-center gap-3 text-sm text-fg-muted"
        >
          <Spinner label={null} />
          <span>{t('pdfPager.loading')}</span>
        </div>
      ) : null}
      {status === 'error' ? (
        <div
          data-slot="pdf-pager-error"
          className="flex min-h-48 flex-col items-center justify-center gap-3 p-6 text-center text-sm"
        >
          <p data-slot="pdf-pager-error-message" className="m-0 text-danger">
            {t('pdfPager.error')}
          </p>
          <Button variant="secondary" size="sm" onClick={() => setAttempt((n) => n + 1)}>
            {t('pdfPager.retry')}
          </Button>
        </div>
      ) : null}
    </div>
  );

  return (
    <div data-slot="pdf-pager" data-state={status} className={cn('flex flex-col gap-3', className)}>
      {documents.length > 1 ? (
        <Tabs value={active?.id} onValueChange={chooseDocument} className="gap-3">
          <TabsList aria-label={t('pdfPager.documents')} className="overflow-x-auto">
            {documents.map((doc) => (
              <TabsTrigger key={doc.id} value={doc.id}>
                {doc.title}
              </TabsTrigger>
            ))}
          </TabsList>
          {/* Only the active panel is mounted: one viewer, moved to the chosen document's panel. */}
          {documents.map((doc) => (
            <TabsContent key={doc.id} value={doc.id} tabIndex={-1}>
              {doc === active ? viewerArea : null}
            </TabsContent>
          ))}
        </Tabs>
      ) : (
        viewerArea
      )}
      {pageText ? <PdfPageText summary={t('pdfPager.text', { page: pageText.page })} lines={pageText.lines} /> : null}
      <div data-slot="pdf-pager-toolbar" className="flex flex-wrap items-center gap-2">
        <Button
          variant="secondary"
          size="sm"
          disabled={status !== 'ready' || current <= 1}
          onClick={() => goTo(current - 1)}
        >
          <Chevron direction="left" />
          {t('pdfPager.previous')}
        </Button>
        <p id={statusId} data-slot="pdf-pager-status" className="m-0 min-w-24 text-center text-sm tabular-nums text-fg">
          {pageStatus}
        </p>
        <Button
          variant="secondary"
          size="sm"
          disabled={status !== 'ready' || current >= total}
          onClick={() => goTo(current + 1)}
        >
          {t('pdfPager.next')}
          <Chevron direction="right" />
        </Button>
        <span className="flex-1" />
        {actions}
        {downloadName && href ? (
          <Button asChild size="sm" className="no-underline">
            <a href={href} download={downloadName} data-slot="pdf-pager-download">
              <DownloadIcon />
              {t('pdfPager.download')}
            </a>
          </Button>
        ) : null}
      </div>
    </div>
  );
}

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 16 16"
      className="size-4"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={direction === 'left' ? 'M10 3.5L5.5 8l4.5 4.5' : 'M6 3.5L10.5 8 6 12.5'} />
    </svg>
  );
}

function DownloadIcon() {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 16 16"
      className="size-4"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M8 2.5v8M4.5 7.5L8 11l3.5-3.5M3 13.5h10" />
    </svg>
  );
}
