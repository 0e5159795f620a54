import { useCallback, useState } from 'react';
import { Alert, Select, Spinner } from '@edupay/ui';
import { TRANSFER_STATUSES, transfersApi, type OpsTransfer, type TransferStatus } from '../api/opsTransfers';
import { useAppText } from '../i18n/useAppText';
import { TransferActions } from './TransferActions';
import { TransferTable } from './TransferTable';
import { transfersMessages } from './transfersMessages';
import { useOpsText } from './useOpsText';
import { MoreRowsButton } from './MoreRowsButton';
import { usePagedList } from './usePagedList';

type StatusKey = 'ops.transfers.status.unmatched';
const nextOf = (data: { next_before: string | null }) => data.next_before;

/** Finance and admins: bank transfers whose reference matched no payment (unmatched first by default), to attach or return. */
export function UnmatchedTransfers({ onOpen }: { onOpen: (orderId: string) => void }) {
  const t = useAppText(transfersMessages);
  const ops = useOpsText();
  // 'all' is an option of its own: the kit's Select drops its placeholder once a value is chosen.
  const [status, setStatus] = useState<TransferStatus | 'all'>('unmatched');
  const [reloads, setReloads] = useState(0);
  const [handling, setHandling] = useState<OpsTransfer | null>(null);
  const [done, setDone] = useState('');
  const load = useCallback(
    (cursor: string) => {
      void reloads; // a new loader after each attach or return: the list reloads from its first page
      return transfersApi.list(status === 'all' ? '' : status, cursor);
    },
    [status, reloads],
  );
  const { rows, error, busy, hasMore, more } = usePagedList<OpsTransfer, { list: OpsTransfer[]; next_before: string | null }>(load, nextOf);

  const finish = async (_transfer: OpsTransfer, message: string) => {
    setHandling(null);
    setDone(message);
    setReloads((n) => n + 1);
  };
  const handle = (transfer: OpsTransfer) => {
    setDone('');
    setHandling(transfer);
  };

  return (
    <section aria-labelledby="ops-transfers-title" className="flex flex-col gap-3">
      <h2 id="ops-transfers-title" className="text-lg font-semibold">
        {t('ops.transfers.title')}
      </h2>
      <p className="text-sm">{t('ops.transfers.intro')}</p>
      <Select
        id="ops-transfers-status"
        label={t('ops.transfers.filter')}
        value={status}
        onChange={(value) => setStatus(value as TransferStatus | 'all')}
        options={[...TRANSFER_STATUSES.map((s) => ({ value: s, label: t(`ops.transfers.status.${s}` as StatusKey) })), { value: 'all', label: t('ops.transfers.all') }]}
        className="max-w-xs"
      />
      {done ? <Alert tone="success" description={done} /> : null}
      {error ? <Alert tone="error" description={error} /> : null}
      {handling ? <TransferActions key={handling.transfer_id} transfer={handling} onDone={finish} onClose={() => setHandling(null)} /> : null}
      {rows === null ? <Spinner label={ops('ops.loading')} /> : rows.length === 0 ? <p>{t('ops.transfers.empty')}</p> : <TransferTable transfers={rows} onHandle={handle} onOpen={onOpen} />}
      <MoreRowsButton hasMore={hasMore} busy={busy} more={more} />
    </section>
  );
}
