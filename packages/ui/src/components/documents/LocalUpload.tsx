import { useId, useRef, useState, type DragEvent } from 'react';
import { cn } from '../../lib/cn';
import { useDomainText } from '../../i18n/useDomainText';
import { uploadMessages } from './uploadMessages';

export interface LocalUploadProps {
  /** Extensions for the picker dialog (a hint only; the rules check every file). */
  accept?: string;
  /** No room left (maximum count reached): the picker is disabled, drop and paste are refused by the parent. */
  full?: boolean;
  /** Ids of the rule hints, read with the picker. */
  describedBy?: string;
  /** Files chosen, dropped or pasted. The parent takes the first and says why it ignores the others. */
  onFiles: (files: File[]) => void;
}

/**
 * The local-upload tab: a native file input (keyboard and screen readers get the platform's
 * picker) styled as a button, inside a drop zone. Paste is handled by UploadTabs, which listens on
 * the document while this tab is open.
 */
export function LocalUpload({ accept, full = false, describedBy, onFiles }: LocalUploadProps) {
  const t = useDomainText(uploadMessages);
  const inputId = useId();
  const [dragging, setDragging] = useState(false);
  const depth = useRef(0);

  const onDragEnter = (event: DragEvent) => {
    if (!hasFiles(event)) return;
    event.preventDefault();
    depth.current += 1;
    setDragging(true);
  };
  const onDragOver = (event: DragEvent) => {
    if (!hasFiles(event)) return;
    // Without preventDefault the browser opens the dropped file instead of handing it to us.
    event.preventDefault();
    event.dataTransfer.dropEffect = full ? 'none' : 'copy';
  };
  const onDragLeave = () => {
    // dragleave fires for every child crossed: count, so the highlight does not flicker.
    depth.current = Math.max(0, depth.current - 1);
    if (depth.current === 0) setDragging(false);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    depth.current = 0;
    setDragging(false);
    const files = Array.from(event.dataTransfer.files);
    if (files.length > 0) onFiles(files);
  };

  return (
    <div
      data-slot="upload-dropzone"
      data-state={dragging ? 'dragging' : 'idle'}
      data-full={full ? '' : undefined}
      onDragEnter={onDragEnter}
      onDragOver={onDragOver}
      onDragLeave={onDragLeave}
      onDrop={onDrop}
      className={cn(
        'flex flex-col items-center gap-3 rounded-md border-2 border-dashed px-4 py-6 text-center',
        dragging ? 'border-primary bg-primary-soft' : 'border-line-strong bg-surface-muted',
      )}
    >
      <svg
        aria-hidden="true"
        focusable="false"
        viewBox="0 0 24 24"
        className="size-8 text-fg-muted"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M12 15V4M7.5 8.5L12 4l4.5 4.5" />
        <path d="M4 14v5.25h16V14" />
      </svg>
      <div className="relative">
        {/* The real input stays in the accessibility tree and takes focus; the label beside it is what sighted users click. */}
        <input
          data-slot="upload-input"
          id={inputId}
          type="file"
          accept={accept}
          disabled={full}
          aria-describedby={describedBy}
          className="peer absolute inset-0 size-full cursor-pointer opacity-0 disabled:cursor-not-allowed"
          onChange={(event) => {
            const files = Array.from(event.target.files ?? []);
            // Reset, so choosing the same file again (after a failure) fires change again.
            event.target.value = '';
            if (files.length > 0) onFiles(files);
          }}
        />
        <label
          htmlFor={inputId}
          data-slot="upload-choose"
          className={cn(
            'pointer-events-none inline-flex h-10 items-center justify-center rounded-md bg-primary px-4 text-sm font-medium text-primary-contrast',
            'peer-hover:bg-primary-hover peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-focus',
            'peer-disabled:opacity-50',
          )}
        >
          {t('upload.local.choose')}
        </label>
      </div>
      <p className="m-0 text-sm text-fg-muted">{dragging ? t('upload.local.dropActive') : t('upload.local.drop')}</p>
    </div>
  );
}

function hasFiles(event: DragEvent): boolean {
  return Array.from(event.dataTransfer?.types ?? []).includes('Files');
}
