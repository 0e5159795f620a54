import type { OpsRefund } from '../api/ops';
import { useOpsText } from './useOpsText';

type StatusKey = 'ops.refund.status.requested';
type ReasonKey = 'ops.refund.reason.payer_request';

/** Refunds as the console lists them: in an order's detail, or all of them (with the order, which opens). */
export function RefundTable({ caption, refunds, onOpen }: { caption: string; refunds: readonly OpsRefund[]; onOpen?: (orderId: string) => void }) {
  const t = useOpsText();
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b text-left">
            {onOpen ? <th scope="col" className="p-2">{t('ops.col.order')}</th> : null}
            <th scope="col" className="p-2">{t('ops.detail.when')}</th>
            <th scope="col" className="p-2">{t('ops.refund.col.amount')}</th>
            <th scope="col" className="p-2">{t('ops.refund.col.fee')}</th>
            <th scope="col" className="p-2">{t('ops.refund.reason')}</th>
            <th scope="col" className="p-2">{t('ops.col.status')}</th>
            <th scope="col" className="p-2">{t('ops.detail.by')}</th>
          </tr>
        </thead>
        <tbody>
          {refunds.map((refund) => (
            <tr key={refund.refund_id} className="border-b align-top" data-testid="ops-refund-row">
              {onOpen ? (
                <th scope="row" className="p-2 text-left font-normal">
                  <button type="button" className="text-primary underline" aria-label={t('ops.open', { orderNo: refund.order_no })} onClick={() => onOpen(refund.order_id)}>
                    {refund.order_no}
                  </button>
                </th>
              ) : null}
              <td className="p-2">{new Date(refund.created_at).toLocaleString()}</td>
              <td className="p-2 tabular-nums">
                {refund.amount} {refund.currency}
              </td>
              <td className="p-2 tabular-nums">
                {refund.fee} {refund.currency}
              </td>
              <td className="p-2">
                {t(`ops.refund.reason.${refund.reason}` as ReasonKey)}
                {refund.note ? <div className="text-fg-muted">{refund.note}</div> : null}
              </td>
              <td className="p-2">
                {t(`ops.refund.status.${refund.status}` as StatusKey)}
                {refund.failure_code ? <div className="text-fg-muted">{refund.failure_code}</div> : null}
              </td>
              <td className="p-2">{refund.requested_by}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
