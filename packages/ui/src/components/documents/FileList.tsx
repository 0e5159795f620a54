import { useId, type ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { useEduPay } from '../../provider/useEduPay';
import { useDomainText } from '../../i18n/useDomainText';
import { uploadMessages } from './uploadMessages';
import { Button } from '../../primitives/Button';
import { formatFileSize, isImage, isPdf } from './uploadRules';

export type FileItemStatus = 'uploading' | 'failed' | 'rejected' | 'done';

/** One row of the list: an uploaded file, or a file in flight, failed or refused by a rule. */
export interface FileListItem {
  key: string;
  name: string;
  size: number;
  type: string;
  status: FileItemStatus;
  /** 0 to 100 while uploading; null when the uploader reports none (indeterminate). */
  progress?: number | null;
  /** The message of a failed or refused file, already in the active locale. */
  error?: string;
  /** An image to show as the thumbnail (object URL of a local file or the server's URL). */
  previewUrl?: string;
}

export interface FileListProps extends Omit<ComponentProps<'ul'>, 'children'> {
  items: readonly FileListItem[];
  /** True while a file is uploading: Retry waits, as only one upload runs at a time. */
  busy?: boolean;
  onDelete?: (key: string) => void;
  onRetry?: (key: string) => void;
  onCancel?: (key: string) => void;
  onDismiss?: (key: string) => void;
}

/** The files of an UploadTabs, with previews, progress, per-file errors and actions. */
export function FileList({
  items,
  busy = false,
  onDelete,
  onRetry,
  onCancel,
  onDismiss,
  className,
  ...props
}: FileListProps) {
  const t = useDomainText(uploadMessages);
  const listId = useId();
  if (items.length === 0) {
    return (
      <p data-slot="upload-file-list-empty" className="text-sm text-fg-muted">
        {t('upload.list.empty')}
      </p>
    );
  }
  return (
    <ul
      data-slot="upload-file-list"
      aria-label={t('upload.list.label')}
      className={cn('m-0 flex list-none flex-col gap-2 p-0', className)}
      {...props}
    >
      {items.map((item, index) => (
        <FileRow
          key={item.key}
          id={`${listId}-${index}`}
          item={item}
          busy={busy}
          onDelete={onDelete}
          onRetry={onRetry}
          onCancel={onCancel}
          onDismiss={onDismiss}
        />
      ))}
    </ul>
  );
}

function FileRow({
  id,
  item,
  busy,
  onDelete,
  onRetry,
  onCancel,
  onDismiss,
}: { id: string; item: FileListItem; busy: boolean } & Pick<
  FileListProps,
  'onDelete' | 'onRetry' | 'onCancel' | 'onDismiss'
>) {
  const { intl } = useEduPay();
  const t = useDomainText(uploadMessages);
  const nameId = `${id}-name`;
  const errorId = item.error ? `${id}-error` : undefined;
  const percent = item.progress == null ? null : Math.round(item.progress);
  return (
    <li
      data-slot="upload-file"
      data-state={item.status}
      data-key={item.key}
      className={cn(
        'flex items-center gap-3 rounded-md border bg-surface px-3 py-2',
        item.status === 'failed' || item.status === 'rejected' ? 'border-danger' : 'border-line',
      )}
    >
      <FilePreview item={item} />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex min-w-0 items-baseline gap-2">
          <span id={nameId} data-slot="upload-file-name" className="truncate text-sm font-medium text-fg">
            {item.name}
          </span>
          <span data-slot="upload-file-size" className="shrink-0 text-xs text-fg-muted">
            {formatFileSize(item.size, intl)}
          </span>
        </div>
        {item.status === 'uploading' ? (
          <div className="flex items-center gap-2">
            <progress
              data-slot="upload-file-progress"
              max={100}
              value={percent ?? undefined}
              aria-label={t('upload.file.progress', { name: item.name })}
              className="h-1.5 w-full max-w-60 overflow-hidden rounded-full bg-surface-muted [&::-webkit-progress-bar]:bg-surface-muted [&::-webkit-progress-value]:bg-primary [&::-moz-progress-bar]:bg-primary"
            />
            <span className="shrink-0 text-xs text-fg-muted">
              {percent === null ? t('upload.file.uploadingIndeterminate') : t('upload.file.uploading', { percent })}
            </span>
          </div>
        ) : null}
        {item.status === 'done' ? <span className="text-xs text-success">{t('upload.file.done')}</span> : null}
        {item.error ? (
          <p data-slot="upload-file-error" id={errorId} className="m-0 text-xs text-danger">
            {item.error}
          </p>
        ) : null}
      </div>
      <div data-slot="upload-file-actions" className="flex shrink-0 items-center gap-1">
        {item.status === 'done' && onDelete ? (
          <Button variant="ghost" size="sm" aria-describedby={nameId} onClick={() => onDelete(item.key)}>
            {t('upload.action.delete')}
          </Button>
        ) : null}
        {item.status === 'uploading' && onCancel ? (
          <Button variant="ghost" size="sm" aria-describedby={nameId} onClick={() => onCancel(item.key)}>
            {t('upload.action.cancel')}
          </Button>
        ) : null}
        {item.status === 'failed' && onRetry ? (
          // aria-disabled keeps it focusable while another upload runs (one at a time).
          <Button
            variant="secondary"
            size="sm"
            aria-describedby={`${nameId}${errorId ? ` ${errorId}` : ''}`}
            aria-disabled={busy || undefined}
            onClick={() => (busy ? undefined : onRetry(item.key))}
          >
            {t('upload.action.retry')}
          </Button>
        ) : null}
        {(item.status === 'failed' || item.status === 'rejected') && onDismiss ? (
          <Button variant="ghost" size="sm" aria-describedby={nameId} onClick={() => onDismiss(item.key)}>
            {t('upload.action.dismiss')}
          </Button>
        ) : null}
      </div>
    </li>
  );
}

function FilePreview({ item }: { item: FileListItem }) {
  const t = useDomainText(uploadMessages);
  const box =
    'flex size-10 shrink-0 items-center justify-center overflow-hidden rounded-sm border border-line bg-surface-muted';
  if (item.previewUrl && isImage(item.type)) {
    // Decorative: the file name beside it says what it is.
    return (
      <span data-slot="upload-file-preview" data-preview="image" className={box}>
        <img src={item.previewUrl} alt="" className="size-full object-cover" />
      </span>
    );
  }
  const pdf = isPdf(item);
  return (
    <span
      data-slot="upload-file-preview"
      data-preview={pdf ? 'pdf' : 'file'}
      className={cn(box, pdf ? 'text-danger' : 'text-fg-muted')}
    >
      <svg
        role="img"
        aria-label={pdf ? t('upload.file.pdf') : t('upload.file.image')}
        viewBox="0 0 24 24"
        className="size-6"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinejoin="round"
      >
        <path d="M6 2.75h8l4.25 4.25v14.25H6z" />
        <path d="M14 2.75V7h4.25" />
        {pdf ? (
          <text
            x="12"
            y="17.5"
            textAnchor="middle"
            fontSize="5.5"
            fontWeight="700"
            fill="currentColor"
            stroke="none"
            fontFamily="Arial, sans-serif"
          >
            PDF
          </text>
        ) : (
          <path d="M8.5 18l2.5-3 2 2 1.5-1.5 1.5 2.5z" />
        )}
      </svg>
    </span>
  );
}
