import { useEffect, useState } from 'react';

/**
 * A QR code of `url` as a data URL, made in the browser. `qrcode` is imported on demand: a page
 * that never shows a QR does not download it. `ready` is false until the image for this `url`
 * exists; then `src` is null if it could not be made.
 */
export function useQrImage(url: string, size: number): { ready: boolean; src: string | null } {
  const [qr, setQr] = useState<{ url: string; src: string | null }>({ url: '', src: null });

  useEffect(() => {
    // Nothing to draw (no code wanted): the encoder is not loaded.
    if (url === '') return;
    let cancelled = false;
    import('qrcode')
      // CommonJS package: the functions sit on `default` under some bundlers and on the namespace under others.
      .then((mod) =>
        (mod.default ?? mod).toDataURL(url, {
          errorCorrectionLevel: 'M',
          margin: 2,
          width: size,
          color: { dark: '#000000', light: '#ffffff' },
        }),
      )
      .then(
        (src) => {
          if (!cancelled) setQr({ url, src });
        },
        () => {
          if (!cancelled) setQr({ url, src: null });
        },
      );
    return () => {
      cancelled = true;
    };
  }, [url, size]);

  return { ready: qr.url === url, src: qr.url === url ? qr.src : null };
}
