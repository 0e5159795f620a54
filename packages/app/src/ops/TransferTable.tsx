import type { OpsTransfer } from '../api/opsTransfers';
import { useAppText } from '../i18n/useAppText';
import { transfersMessages } from './transfersMessages';

type StatusKey = 'ops.transfers.status.unmatched';

/** Unmatched transfers as the console lists them; an unmatched one offers its actions, an attached one opens its order. */
export function TransferTable({ transfers, onHandle, onOpen }: { transfers: readonly OpsTransfer[]; onHandle: (transfer: OpsTransfer) => void; onOpen: (orderId: string) => void }) {
  const t = useAppText(transfersMessages);
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">{t('ops.transfers.title')}</caption>
        <thead>
          <tr className="border-b text-left">
            <th scope="col" className="p-2">{t('ops.transfers.col.received')}</th>
            <th scope="col" className="p-2">{t('ops.transfers.col.reference')}</th>
            <th scope="col" className="p-2">{t('ops.transfers.col.amount')}</th>
            <th scope="col" className="p-2">{t('ops.transfers.col.sender')}</th>
            <th scope="col" className="p-2">{t('ops.transfers.col.status')}</th>
            <th scope="col" className="p-2">{t('ops.transfers.col.order')}</th>
          </tr>
        </thead>
        <tbody>
          {transfers.map((transfer) => (
            <tr key={transfer.transfer_id} className="border-b align-top" data-testid="ops-transfer-row">
              <td className="p-2">{new Date(transfer.received_at).toLocaleString()}</td>
              <th scope="row" className="p-2 text-left font-normal">
                {transfer.reference || t('ops.transfers.noReference')}
              </th>
              <td className="p-2 tabular-nums">
                {transfer.amount} {transfer.currency}
              </td>
              <td className="p-2">
                {transfer.sender_name}
                {transfer.sender_account ? <div className="text-fg-muted">{transfer.sender_account}</div> : null}
              </td>
              <td className="p-2">
                {t(`ops.transfers.status.${transfer.status}` as StatusKey)}
                {transfer.failure_code ? <div className="text-fg-muted">{transfer.failure_code}</div> : null}
              </td>
              <td className="p-2">
                {transfer.status === 'unmatched' ? (
                  <button type="button" className="text-primary underline" onClick={() => onHandle(transfer)}>
                    {t('ops.transfers.handle', { amount: transfer.amount, currency: transfer.currency })}
                  </button>
                ) : transfer.order_id ? (
                  <button type="button" className="text-primary underline" onClick={() => onOpen(transfer.order_id)}>
                    {transfer.order_no}
                  </button>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
