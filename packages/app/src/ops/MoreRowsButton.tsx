import { Button } from '@edupay/ui';
import { useOpsText } from './useOpsText';

/** The console lists' "Older" button under a list read page by page (usePagedList): shown while a next page exists. */
export function MoreRowsButton({ hasMore, busy, more }: { hasMore: boolean; busy: boolean; more: () => Promise<void> }) {
  const t = useOpsText();
  if (!hasMore) return null;
  return (
    <div>
      <Button variant="secondary" disabled={busy} onClick={() => void more()}>
        {t('ops.more')}
      </Button>
    </div>
  );
}
