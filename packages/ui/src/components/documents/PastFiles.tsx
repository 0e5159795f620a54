import { useId } from 'react';
import { useEduPay } from '../../provider/useEduPay';
import { useDomainText } from '../../i18n/useDomainText';
import { uploadMessages } from './uploadMessages';
import { Button } from '../../primitives/Button';
import { formatFileSize } from './uploadRules';
import type { PastFile } from './uploadTypes';

export interface PastFilesProps {
  files: readonly PastFile[];
  /** Ids already in the value: shown as added. */
  addedIds: ReadonlySet<string>;
  /** Why a file cannot be used here (wrong type for this kind), already in the active locale; null when it can. */
  reasonFor: (file: PastFile) => string | null;
  /** No room left (maximum count reached). */
  full: boolean;
  onPick: (file: PastFile) => void;
}

/** The past-files tab: files of earlier orders, each added with one button (Tab, then Enter or Space). */
export function PastFiles({ files, addedIds, reasonFor, full, onPick }: PastFilesProps) {
  const { intl } = useEduPay();
  const t = useDomainText(uploadMessages);
  const listId = useId();
  if (files.length === 0) return <p className="m-0 py-2 text-sm text-fg-muted">{t('upload.past.empty')}</p>;
  return (
    <ul
      data-slot="upload-past-list"
      aria-label={t('upload.tab.past')}
      className="m-0 flex list-none flex-col gap-2 p-0"
    >
      {files.map((file, index) => {
        const added = addedIds.has(file.id);
        const reason = added ? null : reasonFor(file);
        const nameId = `${listId}-${index}`;
        const reasonId = `${nameId}-reason`;
        return (
          <li
            key={file.id}
            data-slot="upload-past-file"
            data-state={added ? 'added' : reason ? 'disabled' : 'available'}
            className="flex items-center gap-3 rounded-md border border-line px-3 py-2"
          >
            <div className="flex min-w-0 flex-1 flex-col">
              <span id={nameId} className="truncate text-sm font-medium text-fg">
                {file.name}
              </span>
              <span className="text-xs text-fg-muted">
                {[
                  extensionLabel(file.name),
                  formatFileSize(file.size, intl),
                  file.uploaded_at ? intl.formatDate(file.uploaded_at, { dateStyle: 'medium' }) : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </span>
              {reason ? (
                <span id={reasonId} className="text-xs text-danger">
                  {reason}
                </span>
              ) : null}
            </div>
            <Button
              variant={added ? 'ghost' : 'secondary'}
              size="sm"
              // An added file keeps its (now inert) button focusable, so focus is not dropped on the page after Enter.
              disabled={Boolean(reason) || (full && !added)}
              aria-disabled={added || undefined}
              aria-describedby={reason ? `${nameId} ${reasonId}` : nameId}
              onClick={() => (added ? undefined : onPick(file))}
            >
              {added ? t('upload.past.added') : t('upload.past.use')}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}

/** "PDF", "JPG", "DOCX": the extension as the user knows it. */
function extensionLabel(name: string): string | null {
  return /\.([^.]+)$/.exec(name)?.[1]?.toUpperCase() ?? null;
}
