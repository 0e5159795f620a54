import type { ReactNode } from 'react';
import type { Loaded } from './useLoaded';

/**
 * Loading and failure text of a content block; `children` renders the data when ready. The loading text is
 * marked (data-slot, data-state) so a prerendered page's boot can load the app when it comes into view
 * (intentHydration.ts): it waits for data only the app fetches.
 */
export function LoadState<T>({ loaded, loading, failed, children }: { loaded: Loaded<T>; loading: string; failed: string; children: (data: T) => ReactNode }) {
  if (loaded.state === 'loading') {
    return (
      <p className="text-fg-muted" role="status" data-slot="load-state" data-state="loading">
        {loading}
      </p>
    );
  }
  if (loaded.state === 'failed') return <p className="text-fg-muted" role="alert">{failed}</p>;
  return <>{children(loaded.data)}</>;
}
