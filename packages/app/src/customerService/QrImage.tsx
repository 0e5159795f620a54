import { useEffect, useRef, useState } from 'react';
import { cn } from '@edupay/ui';
import { qrSource } from './qrSource';

export interface QrImageProps {
  /** The server's QR field: an image (data URL or picture URL) or a text to encode. */
  value: string | null | undefined;
  alt: string;
  /** Shown when a text could not be encoded. */
  failedText: string;
  size?: number;
  className?: string;
}

/**
 * A QR code. Images from the server are shown as they are; a text is encoded in the browser with
 * the `qrcode` package, loaded on demand (never in the first-load bundle) and only once the code is
 * near the viewport, so a footer QR at the bottom of a long page costs nothing until scrolled to.
 */
export function QrImage({ value, alt, failedText, size = 128, className }: QrImageProps) {
  const source = qrSource(value);
  const text = source?.kind === 'encode' ? source.text : null;
  const [encoded, setEncoded] = useState<{ text: string; src: string | null } | null>(null);
  const placeholder = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (text === null || encoded?.text === text) return;
    const node = placeholder.current;
    let cancelled = false;
    const encode = () => {
      import('qrcode')
        .then(({ toDataURL }) => toDataURL(text, { margin: 1, width: size * 2 }))
        .then((src) => !cancelled && setEncoded({ text, src }))
        .catch(() => !cancelled && setEncoded({ text, src: null }));
    };
    if (!node || typeof IntersectionObserver === 'undefined') {
      encode();
      return () => void (cancelled = true);
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          observer.disconnect();
          encode();
        }
      },
      { rootMargin: '200px' },
    );
    observer.observe(node);
    return () => {
      cancelled = true;
      observer.disconnect();
    };
  }, [text, size, encoded?.text]);

  if (!source) return null;
  const src = source.kind === 'image' ? source.src : encoded?.text === text ? encoded.src : undefined;
  const box = cn('shrink-0 rounded-md border border-line bg-white p-1', className);
  if (src === null) return <p className="text-xs text-fg-muted">{failedText}</p>;
  if (src === undefined) return <div ref={placeholder} aria-hidden="true" className={box} style={{ width: size, height: size }} data-slot="qr-pending" />;
  return <img src={src} alt={alt} width={size} height={size} className={box} style={{ width: size, height: size }} data-slot="qr" />;
}
