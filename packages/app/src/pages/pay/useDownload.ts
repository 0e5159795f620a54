import { useState } from 'react';

/** A download button's state: busy while the file is made, so a second press does nothing. */
export function useDownload(download: () => Promise<boolean>) {
  const [busy, setBusy] = useState(false);
  const start = async () => {
    if (busy) return;
    setBusy(true);
    try {
      await download();
    } finally {
      setBusy(false);
    }
  };
  return { busy, start };
}
