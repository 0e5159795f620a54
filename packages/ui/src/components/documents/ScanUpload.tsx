import { useEffect, useEffectEvent } from 'react';
import { useQrImage } from '../../lib/useQrImage';
import { useDomainText } from '../../i18n/useDomainText';
import { uploadMessages } from './uploadMessages';
import { Spinner } from '../../primitives/Spinner';
import type { UploadedFile } from './uploadTypes';
import { useAnnounceOnChange } from '../../provider/useAnnounceOnChange';

export interface ScanUploadProps {
  /** The URL the phone opens (made by the server for this order). */
  url: string;
  /** Called with a function that stops listening: files the phone uploads, while this tab is open. */
  subscribe?: (onFile: (file: UploadedFile) => void) => () => void;
  onFile: (file: UploadedFile) => void;
}

/** Pixel size of the QR image; the quiet zone is part of it. */
const QR_SIZE = 176;

/**
 * The scan-upload tab: a QR code of `url` for the phone, and files arriving from it. Mounted only
 * while the tab is open (Radix unmounts inactive panels), so the subscription lives exactly that long.
 */
export function ScanUpload({ url, subscribe, onFile }: ScanUploadProps) {
  const t = useDomainText(uploadMessages);
  const qr = useQrImage(url, QR_SIZE);

  const receive = useEffectEvent((file: UploadedFile) => onFile(file));
  useEffect(() => {
    if (!subscribe) return undefined;
    return subscribe((file) => receive(file));
  }, [subscribe]);

  const { ready } = qr;
  useAnnounceOnChange(ready && !qr.src && t('upload.scan.unavailable'), 'assertive');
  return (
    <div
      data-slot="upload-scan"
      className="flex flex-col items-center gap-3 py-2 text-center sm:flex-row sm:items-start sm:text-left"
    >
      <div
        data-slot="upload-scan-qr"
        data-state={!ready ? 'loading' : qr.src ? 'ready' : 'error'}
        className="flex size-44 shrink-0 items-center justify-center rounded-md border border-line bg-white"
      >
        {!ready ? (
          <Spinner label={t('upload.scan.loading')} />
        ) : qr.src ? (
          <img src={qr.src} alt={t('upload.scan.qrAlt')} width={QR_SIZE} height={QR_SIZE} className="size-full" />
        ) : null}
      </div>
      <div className="flex flex-col gap-2">
        <p className="m-0 text-sm text-fg">{t('upload.scan.instructions')}</p>
        {ready && !qr.src ? (
          <p data-slot="upload-scan-error" className="m-0 text-sm text-danger">
            {t('upload.scan.unavailable')}
          </p>
        ) : (
          <p className="m-0 text-sm text-fg-muted">{t('upload.scan.waiting')}</p>
        )}
      </div>
    </div>
  );
}
