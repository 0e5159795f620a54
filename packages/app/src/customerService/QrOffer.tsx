import type { ReactNode } from 'react';
import { cn, useScanningPhone } from '@edupay/ui';
import { QrImage } from './QrImage';
import { qrSource } from './qrSource';

export interface QrOfferProps {
  /** The server's QR field: an image (data URL or picture URL) or a text to encode. */
  value: string | null | undefined;
  alt: string;
  failedText: string;
  size?: number;
  /** What to do with the code ("Scan with WeChat to follow"), under it. */
  caption?: ReactNode;
  /** On a phone: the words of the link that opens what the code encodes, here. */
  openLabel: string;
  className?: string;
  'data-testid'?: string;
}

/**
 * A QR code to scan with a phone, or, on the phone itself (useScanningPhone), what the code stands
 * for: a link that opens the encoded address in its app (WeChat and WhatsApp open their own links).
 * A code that is only a picture has nothing to open: on a phone it is left out, the messaging id and
 * phone number beside it stay. Issue 14 item 8.
 */
export function QrOffer({ value, alt, failedText, size, caption, openLabel, className, 'data-testid': testId }: QrOfferProps) {
  const phone = useScanningPhone();
  const source = qrSource(value);
  if (!source) return null;
  if (phone) {
    if (source.kind !== 'encode' || !/^https?:\/\//i.test(source.text)) return null;
    return (
      <a href={source.text} className={cn('inline-flex min-h-11 items-center self-start text-sm font-medium text-primary underline underline-offset-4', className)} data-testid={testId ? `${testId}-open` : undefined}>
        {openLabel}
      </a>
    );
  }
  return (
    <figure className={cn('m-0 flex flex-col items-center gap-1', className)} data-testid={testId}>
      <QrImage value={value} alt={alt} failedText={failedText} size={size} />
      {caption ? <figcaption className="text-xs text-fg-muted">{caption}</figcaption> : null}
    </figure>
  );
}
