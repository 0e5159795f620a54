import { useCallback, useState } from 'react';
import { Alert, Select, Spinner } from '@edupay/ui';
import { opsApi, REFUND_STATUSES, type OpsRefund, type RefundStatus } from '../api/ops';
import { RefundTable } from './RefundTable';
import { useOpsText } from './useOpsText';
import { MoreRowsButton } from './MoreRowsButton';
import { usePagedList } from './usePagedList';

type StatusKey = 'ops.refund.status.requested';
const nextOf = (data: { next_before: string | null }) => data.next_before;

/** Every refund the staff member may see (a payment specialist: their own payers'), newest first, by status. */
export function RefundList({ onOpen }: { onOpen: (orderId: string) => void }) {
  const t = useOpsText();
  const [status, setStatus] = useState<RefundStatus | ''>('');
  const load = useCallback((cursor: string) => opsApi.refunds(status, cursor), [status]);
  const { rows, error, busy, hasMore, more } = usePagedList<OpsRefund, { list: OpsRefund[]; next_before: string | null }>(load, nextOf);
  return (
    <section aria-labelledby="ops-refunds-title" className="flex flex-col gap-3">
      <h2 id="ops-refunds-title" className="text-lg font-semibold">
        {t('ops.refunds.title')}
      </h2>
      <Select
        id="ops-refunds-status"
        label={t('ops.refunds.filter')}
        placeholder={t('ops.refunds.all')}
        value={status}
        onChange={(value) => setStatus(value as RefundStatus | '')}
        options={REFUND_STATUSES.map((s) => ({ value: s, label: t(`ops.refund.status.${s}` as StatusKey) }))}
        className="max-w-xs"
      />
      {error ? <Alert tone="error" description={t('ops.failed', { message: error })} /> : null}
      {rows === null ? (
        <Spinner label={t('ops.loading')} />
      ) : rows.length === 0 ? (
        <p>{t('ops.refunds.empty')}</p>
      ) : (
        <RefundTable caption={t('ops.refunds.title')} refunds={rows} onOpen={onOpen} />
      )}
      <MoreRowsButton hasMore={hasMore} busy={busy} more={more} />
    </section>
  );
}
