import {
  useCallback,
  useEffect,
  useEffectEvent,
  useLayoutEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ComponentProps,
  type ReactNode,
} from 'react';
import { formatError, type ValidationError } from '@edupay/forms';
import { cn } from '../../lib/cn';
import { useControllableState } from '../../lib/useControllableState';
import { useEduPay } from '../../provider/useEduPay';
import { useDomainText } from '../../i18n/useDomainText';
import { uploadMessages } from './uploadMessages';
import { Button } from '../../primitives/Button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../primitives/Dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../primitives/Tabs';
import { FileList, type FileListItem } from './FileList';
import { LocalUpload } from './LocalUpload';
import { PastFiles } from './PastFiles';
import { ScanUpload } from './ScanUpload';
import { acceptAttribute, checkFile, checkRoom, isImage, ruleHints, type UploadLimits } from './uploadRules';
import { deletedFrom, uploadedFrom } from './uploadOutcome';
import type {
  DeleteOutcome,
  PastFile,
  UploadContext,
  UploadedFile,
  UploadKind,
  UploadOutcome,
  UploadTab,
} from './uploadTypes';
import { useAnnounce } from '../../provider/useAnnounce';
import { useAnnounceOnChange } from '../../provider/useAnnounceOnChange';

export interface UploadTabsProps extends Omit<ComponentProps<'div'>, 'onChange' | 'defaultValue' | 'children'> {
  /** What is uploaded, e.g. "Payment proof". Names the whole group. */
  label: ReactNode;
  /** `document` (PDF, JPG or PNG) or `selfie` (JPG or PNG only): the forms rule's kind. */
  kind?: UploadKind;
  /** Minimum number of files, shown in the hint; the parent checks it on submit (`validators.uploadCount`). Default 1. */
  min?: number;
  /** Maximum number of files: at the maximum the picker is disabled and further files are refused. Default 10. */
  max?: number;
  /** Size limit in bytes (files must be strictly smaller); the rule's default is 2 MB. */
  maxBytes?: number;
  /** Controlled list of uploaded files; pair with `onChange`. */
  value?: UploadedFile[];
  /** Initial list when uncontrolled. */
  defaultValue?: UploadedFile[];
  /** Receives the whole new list after an upload, a scan arrival, a pick or a delete. */
  onChange?: (files: UploadedFile[]) => void;
  /** Uploads one file (awaited; never two at once). Report progress through `onProgress`; honour `signal`. */
  onUpload: (file: File, context: UploadContext) => Promise<UploadOutcome>;
  /** Deletes a file on the server after the user confirms (awaited). Without it, delete only removes the file from the list. */
  onDelete?: (file: UploadedFile) => Promise<DeleteOutcome>;
  /** The URL the phone opens to upload; without it there is no scan tab. */
  scanUrl?: string;
  /**
   * Subscribes to files uploaded from the phone, while the scan tab is open; returns the unsubscribe
   * function. Give a stable function (a new one resubscribes).
   */
  subscribeToScanUploads?: (onFile: (file: UploadedFile) => void) => () => void;
  /** Files of earlier orders; without it there is no past-files tab. */
  pastFiles?: PastFile[];
  /** Controlled active tab; pair with `onTabChange`. */
  tab?: UploadTab;
  /** Initial tab when uncontrolled. Default `local`. */
  defaultTab?: UploadTab;
  onTabChange?: (tab: UploadTab) => void;
  /** A message about the whole list (e.g. too few files on submit), already in the user's language. */
  error?: ReactNode;
}

interface PendingUpload {
  key: string;
  file: File;
  status: 'uploading' | 'failed' | 'rejected';
  progress: number | null;
  /** Why a rule refused the file; formatted at render time so it follows the locale. */
  rejection?: ValidationError;
  previewUrl?: string;
}

interface Notice {
  id: keyof (typeof uploadMessages)['en'];
  values?: Record<string, string | number>;
}

/** Only one UploadTabs on a page takes a paste made with nothing focused: the one used last (or mounted first). */
let pasteOwner: symbol | null = null;

/**
 * Upload pages (spec 001 section 2): local upload (picker, drag and drop, paste), scan upload (a QR
 * code for the phone) and past files, above the list of files. Every file is checked with the
 * @edupay/forms upload rules before `onUpload` runs, one file at a time. A file's preview is derived
 * from the value: its `url`, else the object URL of an image uploaded from this device, revoked when
 * the file leaves the list (however it leaves), when the value gives the file a url, or on unmount.
 */
export function UploadTabs({
  label,
  kind = 'document',
  min = 1,
  max = 10,
  maxBytes,
  value,
  defaultValue = [],
  onChange,
  onUpload,
  onDelete,
  scanUrl,
  subscribeToScanUploads,
  pastFiles,
  tab,
  defaultTab = 'local',
  onTabChange,
  error,
  className,
  id,
  ...props
}: UploadTabsProps) {
  const { locale, t: core } = useEduPay();
  const t = useDomainText(uploadMessages);
  const autoId = useId();
  const rootId = id ?? `${autoId}upload`;
  const labelId = `${rootId}-label`;
  const hintId = `${rootId}-hint`;
  const errorId = error ? `${rootId}-error` : undefined;
  const limits: UploadLimits = useMemo(() => ({ kind, min, max, maxBytes }), [kind, min, max, maxBytes]);
  const hints = useMemo(() => ruleHints(limits), [limits]);

  const [files, setFiles] = useControllableState(value, defaultValue, onChange);
  const [activeTab, setActiveTab] = useControllableState<UploadTab>(tab, defaultTab, onTabChange);
  const [pending, setPending] = useState<PendingUpload[]>([]);
  // Object URLs of images uploaded from this device, by the id the server gave them. A row shows one
  // only while the value has that id without a `url` of its own (see `previewOf`).
  const [localPreviews, setLocalPreviews] = useState<Readonly<Record<string, string>>>({});
  // The value at the last render, to notice files leaving it however they leave (deleted here, or the
  // parent replacing the list). State, not an effect: the previews are right in the same render.
  const [seenFiles, setSeenFiles] = useState(files);
  if (seenFiles !== files) {
    setSeenFiles(files);
    const stale = staleLocalPreviews(localPreviews, seenFiles, files);
    if (stale.length > 0) setLocalPreviews((map) => withoutKeys(map, stale));
  }
  const [notice, setNotice] = useState<Notice | null>(null);
  const announce = useAnnounce();
  const [confirming, setConfirming] = useState<UploadedFile | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [deleteFailed, setDeleteFailed] = useState(false);
  useAnnounceOnChange(deleteFailed && t('upload.delete.failed'), 'assertive');

  const rootRef = useRef<HTMLDivElement>(null);
  // The latest list, for async work that finishes after other changes (an upload resolving after a scan arrival).
  const filesRef = useRef(files);
  const inFlight = useRef<string | null>(null);
  const controllers = useRef(new Map<string, AbortController>());
  // Every object URL made, for revocation; never read while rendering.
  const objectUrls = useRef(new Map<string, string>());
  const nextKey = useRef(0);
  const opener = useRef<{ element: HTMLElement | null; index: number } | null>(null);
  const owner = useRef(Symbol('upload-tabs'));

  // Handlers and uploads in flight read the latest list (written after each commit, like every kit ref of props).
  useLayoutEffect(() => {
    filesRef.current = files;
  }, [files]);

  useEffect(() => {
    // A local copy no longer held for a file (it left the list, or the value now gives its own url) is released.
    for (const [key, url] of objectUrls.current) {
      if (key.startsWith('f:') && localPreviews[key.slice(2)] !== url) {
        URL.revokeObjectURL(url);
        objectUrls.current.delete(key);
      }
    }
  }, [localPreviews]);

  useEffect(() => {
    const urls = objectUrls.current;
    const running = controllers.current;
    const me = owner.current;
    pasteOwner ??= me;
    return () => {
      for (const url of urls.values()) URL.revokeObjectURL(url);
      urls.clear();
      for (const controller of running.values()) controller.abort();
      if (pasteOwner === me) pasteOwner = null;
    };
  }, []);

  const commit = useCallback(
    (next: UploadedFile[]) => {
      filesRef.current = next;
      setFiles(next);
    },
    [setFiles],
  );

  const updatePending = (key: string, patch: Partial<PendingUpload>) =>
    setPending((list) => list.map((item) => (item.key === key ? { ...item, ...patch } : item)));

  const dropPending = (key: string) => {
    const url = objectUrls.current.get(`p:${key}`);
    if (url) {
      URL.revokeObjectURL(url);
      objectUrls.current.delete(`p:${key}`);
    }
    setPending((list) => list.filter((item) => item.key !== key));
  };

  const run = async (key: string, file: File) => {
    const controller = new AbortController();
    controllers.current.set(key, controller);
    inFlight.current = key;
    updatePending(key, { status: 'uploading', progress: null });
    let outcome: UploadOutcome | null = null;
    try {
      outcome = await onUpload(file, {
        signal: controller.signal,
        onProgress: (percent) => {
          if (!controller.signal.aborted && Number.isFinite(percent))
            updatePending(key, { progress: Math.min(100, Math.max(0, percent)) });
        },
      });
    } catch {
      outcome = null;
    }
    controllers.current.delete(key);
    if (inFlight.current === key) inFlight.current = null;
    if (controller.signal.aborted) return;
    const uploaded = uploadedFrom(outcome);
    if (!uploaded) {
      updatePending(key, { status: 'failed', progress: null });
      announce(t('upload.announce.failed', { name: file.name }), 'assertive');
      return;
    }
    // The local preview now belongs to the stored file, unless the server gave the file a url of its own.
    const url = objectUrls.current.get(`p:${key}`);
    if (url) {
      objectUrls.current.delete(`p:${key}`);
      if (uploaded.url) {
        URL.revokeObjectURL(url);
      } else {
        // An older copy under the same id (the server answered with an id already shown) would be
        // lost from the registry by the set below, so it is released here.
        const older = objectUrls.current.get(`f:${uploaded.id}`);
        if (older && older !== url) URL.revokeObjectURL(older);
        objectUrls.current.set(`f:${uploaded.id}`, url);
        setLocalPreviews((map) => ({ ...map, [uploaded.id]: url }));
      }
    }
    setPending((list) => list.filter((item) => item.key !== key));
    commit([...filesRef.current, uploaded]);
    announce(t('upload.announce.uploaded', { name: uploaded.name }));
  };

  const addLocalFiles = (incoming: File[]) => {
    const [file, ...rest] = incoming;
    if (!file) return;
    if (inFlight.current) {
      setNotice({ id: 'upload.busy' });
      announce(t('upload.busy'));
      return;
    }
    const nextNotice: Notice | null = rest.length > 0 ? { id: 'upload.oneAtATime', values: { name: file.name } } : null;
    setNotice(nextNotice);
    const key = String(nextKey.current++);
    const rejection = checkFile(file, limits) ?? checkRoom(filesRef.current.length, limits);
    let previewUrl: string | undefined;
    if (!rejection && isImage(file.type)) {
      previewUrl = URL.createObjectURL(file);
      objectUrls.current.set(`p:${key}`, previewUrl);
    }
    const item: PendingUpload = {
      key,
      file,
      status: rejection ? 'rejected' : 'uploading',
      progress: null,
      rejection: rejection ?? undefined,
      previewUrl,
    };
    setPending((list) => [...list, item]);
    if (rejection) {
      announce(formatError(rejection, locale));
      return;
    }
    if (nextNotice) announce(t(nextNotice.id, nextNotice.values));
    void run(key, file);
  };

  const retry = (key: string) => {
    const item = pending.find((entry) => entry.key === key);
    if (!item || inFlight.current) return;
    const rejection = checkRoom(filesRef.current.length, limits);
    if (rejection) {
      updatePending(key, { status: 'rejected', rejection });
      return;
    }
    void run(key, item.file);
  };

  const cancel = (key: string) => {
    controllers.current.get(key)?.abort();
    if (inFlight.current === key) inFlight.current = null;
    dropPending(key);
  };

  const receive = (file: UploadedFile) => {
    if (filesRef.current.some((entry) => entry.id === file.id)) return;
    const rejection = checkRoom(filesRef.current.length, limits);
    if (rejection) {
      // Shown like a refused local file, so the user sees which phone upload did not fit.
      const key = String(nextKey.current++);
      setPending((list) => [
        ...list,
        { key, file: new File([], file.name, { type: file.type }), status: 'rejected', progress: null, rejection },
      ]);
      announce(formatError(rejection, locale));
      return;
    }
    commit([...filesRef.current, file]);
    announce(t('upload.announce.received', { name: file.name }));
  };

  const pick = (file: PastFile) => {
    if (filesRef.current.some((entry) => entry.id === file.id) || checkRoom(filesRef.current.length, limits)) return;
    const { uploaded_at: _uploadedAt, ...stored } = file;
    commit([...filesRef.current, stored]);
    announce(t('upload.announce.added', { name: file.name }));
  };

  const handlePaste = useEffectEvent((event: ClipboardEvent) => {
    const root = rootRef.current;
    if (!root || event.defaultPrevented) return;
    const target = event.target instanceof Node ? event.target : null;
    const inside = target !== null && root.contains(target);
    // Outside the component: only a paste made with nothing focused, on the local tab, by the instance used last.
    if (
      !inside &&
      (activeTab !== 'local' ||
        pasteOwner !== owner.current ||
        (target instanceof Element && target !== target.ownerDocument.body))
    )
      return;
    const pasted = Array.from(event.clipboardData?.files ?? []);
    if (pasted.length === 0) return;
    event.preventDefault();
    if (activeTab !== 'local') setActiveTab('local');
    addLocalFiles(pasted);
  });

  useEffect(() => {
    const listener = (event: ClipboardEvent) => handlePaste(event);
    document.addEventListener('paste', listener);
    return () => document.removeEventListener('paste', listener);
  }, []);

  const confirmDelete = async () => {
    const file = confirming;
    if (!file || deleting) return;
    setDeleting(true);
    setDeleteFailed(false);
    let ok = true;
    if (onDelete) {
      try {
        ok = deletedFrom(await onDelete(file));
      } catch {
        ok = false;
      }
    }
    setDeleting(false);
    if (!ok) {
      setDeleteFailed(true);
      return;
    }
    // Its local preview goes when the file leaves the value (a controlling parent may still keep it).
    commit(filesRef.current.filter((entry) => entry.id !== file.id));
    setConfirming(null);
    announce(t('upload.announce.deleted', { name: file.name }));
  };

  const closeDialog = () => {
    if (deleting) return;
    setConfirming(null);
    setDeleteFailed(false);
  };

  /** Focus after the dialog: back on the Delete button (kept), else the next file's, else the active tab. */
  const restoreFocus = (event: Event) => {
    event.preventDefault();
    const before = opener.current;
    opener.current = null;
    if (before?.element?.isConnected) {
      before.element.focus();
      return;
    }
    const root = rootRef.current;
    const buttons = Array.from(
      root?.querySelectorAll<HTMLElement>(
        '[data-slot="upload-file"][data-state="done"] [data-slot="upload-file-actions"] button',
      ) ?? [],
    );
    const next = buttons[Math.min(before?.index ?? 0, buttons.length - 1)];
    (next ?? root?.querySelector<HTMLElement>('[data-slot="tabs-trigger"][data-state="active"]'))?.focus();
  };

  const busy = pending.some((item) => item.status === 'uploading');
  const full = files.length + (busy ? 1 : 0) >= max;
  const tabs: UploadTab[] = [
    'local',
    ...(scanUrl ? (['scan'] as const) : []),
    ...(pastFiles ? (['past'] as const) : []),
  ];
  const shownTab = tabs.includes(activeTab) ? activeTab : 'local';
  const addedIds = useMemo(() => new Set(files.map((file) => file.id)), [files]);

  const items: FileListItem[] = [
    ...files.map<FileListItem>((file) => ({
      key: `f:${file.id}`,
      name: file.name,
      size: file.size,
      type: file.type,
      status: 'done',
      previewUrl: previewOf(file, localPreviews),
    })),
    ...pending.map<FileListItem>((item) => ({
      key: `p:${item.key}`,
      name: item.file.name,
      size: item.file.size,
      type: item.file.type,
      status: item.status,
      progress: item.progress,
      previewUrl: item.previewUrl,
      error:
        item.status === 'rejected' && item.rejection
          ? formatError(item.rejection, locale)
          : item.status === 'failed'
            ? t('upload.file.failed')
            : undefined,
    })),
  ];

  const pendingKey = (key: string) => key.slice(2);

  return (
    <div
      ref={rootRef}
      id={rootId}
      data-slot="upload-tabs"
      data-kind={kind}
      data-state={busy ? 'uploading' : 'idle'}
      data-invalid={error ? '' : undefined}
      role="group"
      aria-labelledby={labelId}
      aria-describedby={[hintId, errorId].filter(Boolean).join(' ')}
      onFocus={() => {
        pasteOwner = owner.current;
      }}
      onPointerDown={() => {
        pasteOwner = owner.current;
      }}
      className={cn('flex flex-col gap-3', className)}
      {...props}
    >
      <div className="flex flex-col gap-1">
        <p id={labelId} data-slot="upload-label" className="m-0 text-sm font-medium text-fg">
          {label}
        </p>
        <ul id={hintId} data-slot="upload-hint" className="m-0 flex list-none flex-col p-0 text-xs text-fg-muted">
          {hints.type ? <li>{formatError(hints.type, locale)}</li> : null}
          {hints.size ? <li>{formatError(hints.size, locale)}</li> : null}
          <li>{t('upload.hint.count', { min, max })}</li>
        </ul>
        {error ? (
          <p id={errorId} data-slot="upload-error" className="m-0 text-xs text-danger">
            {error}
          </p>
        ) : null}
      </div>

      <Tabs value={shownTab} onValueChange={(next) => setActiveTab(next as UploadTab)}>
        <TabsList aria-label={t('upload.tabs.label')}>
          <TabsTrigger value="local">{t('upload.tab.local')}</TabsTrigger>
          {scanUrl ? <TabsTrigger value="scan">{t('upload.tab.scan')}</TabsTrigger> : null}
          {pastFiles ? <TabsTrigger value="past">{t('upload.tab.past')}</TabsTrigger> : null}
        </TabsList>
        <TabsContent value="local">
          <LocalUpload accept={acceptAttribute(hints.types)} full={full} describedBy={hintId} onFiles={addLocalFiles} />
        </TabsContent>
        {scanUrl ? (
          <TabsContent value="scan">
            <ScanUpload url={scanUrl} subscribe={subscribeToScanUploads} onFile={receive} />
          </TabsContent>
        ) : null}
        {pastFiles ? (
          <TabsContent value="past">
            <PastFiles
              files={pastFiles}
              addedIds={addedIds}
              full={full}
              reasonFor={(file) => {
                const rejection = checkFile(file, limits);
                return rejection ? formatError(rejection, locale) : null;
              }}
              onPick={pick}
            />
          </TabsContent>
        ) : null}
      </Tabs>

      {full && !busy ? (
        <p data-slot="upload-notice" data-notice="max" className="m-0 text-sm text-warning">
          {t('upload.maxReached', { max })}
        </p>
      ) : notice ? (
        <p data-slot="upload-notice" data-notice={notice.id} className="m-0 text-sm text-warning">
          {t(notice.id, notice.values)}
        </p>
      ) : null}

      <FileList
        items={items}
        busy={busy}
        onDelete={(key) => {
          const file = files.find((entry) => `f:${entry.id}` === key);
          if (!file) return;
          const active = document.activeElement;
          opener.current = { element: active instanceof HTMLElement ? active : null, index: files.indexOf(file) };
          setDeleteFailed(false);
          setConfirming(file);
        }}
        onRetry={(key) => retry(pendingKey(key))}
        onCancel={(key) => cancel(pendingKey(key))}
        onDismiss={(key) => dropPending(pendingKey(key))}
      />

      <Dialog open={confirming !== null} onOpenChange={(open) => (open ? undefined : closeDialog())}>
        <DialogContent
          size="sm"
          hideClose
          onCloseAutoFocus={restoreFocus}
          onEscapeKeyDown={(event) => (deleting ? event.preventDefault() : undefined)}
        >
          {/* No close button in the corner (hideClose), so no room kept for it. */}
          <DialogHeader className="pr-0">
            <DialogTitle>{t('upload.delete.title')}</DialogTitle>
            <DialogDescription>{t('upload.delete.description', { name: confirming?.name ?? '' })}</DialogDescription>
          </DialogHeader>
          {deleteFailed ? (
            <p data-slot="upload-delete-error" className="m-0 text-sm text-danger">
              {t('upload.delete.failed')}
            </p>
          ) : null}
          <DialogFooter>
            <Button variant="secondary" onClick={closeDialog} disabled={deleting}>
              {t('upload.delete.cancel')}
            </Button>
            <Button
              variant="danger"
              loading={deleting}
              loadingLabel={core('button.loading')}
              onClick={() => void confirmDelete()}
            >
              {t('upload.delete.confirm')}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  );
}

/**
 * The preview of a file in the value: its own `url` (the value is the authority: a parent that replaces
 * a file, or the server that now serves a thumbnail, changes the preview), else the local copy of an
 * image uploaded from this device, else none (the row shows an icon).
 */
function previewOf(file: UploadedFile, localPreviews: Readonly<Record<string, string>>): string | undefined {
  return file.url ?? localPreviews[file.id];
}

/**
 * Ids whose local preview is no longer needed: the file left the value, or the value now gives its own
 * `url`. A preview whose file has not reached the value yet (a parent that stores it a moment later) is kept.
 */
function staleLocalPreviews(
  localPreviews: Readonly<Record<string, string>>,
  before: readonly UploadedFile[],
  after: readonly UploadedFile[],
): string[] {
  const held = Object.keys(localPreviews);
  if (held.length === 0) return [];
  const wasIn = new Set(before.map((file) => file.id));
  const now = new Map(after.map((file) => [file.id, file]));
  return held.filter((id) => {
    const file = now.get(id);
    return file ? file.url !== undefined : wasIn.has(id);
  });
}

function withoutKeys(map: Readonly<Record<string, string>>, keys: readonly string[]): Record<string, string> {
  const next = { ...map };
  for (const key of keys) delete next[key];
  return next;
}
