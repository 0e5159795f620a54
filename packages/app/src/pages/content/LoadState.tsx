import type { ReactNode } from 'react';
import type { Loaded } from './useLoaded';

/** Loading and failure text of a content block; `children` renders the data when ready. */
export function LoadState<T>({ loaded, loading, failed, children }: { loaded: Loaded<T>; loading: string; failed: string; children: (data: T) => ReactNode }) {
  if (loaded.state === 'loading') return <p className="text-fg-muted" role="status">{loading}</p>;
  if (loaded.state === 'failed') return <p className="text-fg-muted" role="alert">{failed}</p>;
  return <>{children(loaded.data)}</>;
}
