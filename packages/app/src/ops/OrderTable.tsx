import type { ReactNode } from 'react';
import type { OpsOrderRow } from '../api/ops';
import { useOpsText } from './useOpsText';

/** Orders as the console lists them (queue and search): each row opens the order. */
export function OrderTable({ caption, orders, onOpen, extra }: { caption: string; orders: readonly OpsOrderRow[]; onOpen: (orderId: string) => void; extra?: (order: OpsOrderRow) => ReactNode }) {
  const t = useOpsText();
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b text-left">
            <th scope="col" className="p-2">{t('ops.col.order')}</th>
            <th scope="col" className="p-2">{t('ops.col.payer')}</th>
            <th scope="col" className="p-2">{t('ops.col.student')}</th>
            <th scope="col" className="p-2">{t('ops.col.institution')}</th>
            <th scope="col" className="p-2">{t('ops.col.amount')}</th>
            <th scope="col" className="p-2">{t('ops.col.status')}</th>
            <th scope="col" className="p-2">{t('ops.col.placed')}</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.order_id} className="border-b align-top">
              <th scope="row" className="p-2 text-left font-normal">
                <button type="button" className="text-primary underline" aria-label={t('ops.open', { orderNo: order.order_no })} onClick={() => onOpen(order.order_id)}>
                  {order.order_no}
                </button>
                {extra ? <div className="text-fg-muted">{extra(order)}</div> : null}
              </th>
              <td className="p-2">{order.payer_name}</td>
              <td className="p-2">{order.student_name}</td>
              <td className="p-2">{order.institution}</td>
              <td className="p-2 tabular-nums">
                {order.amount} {order.currency}
              </td>
              <td className="p-2">{t(`ops.status.${order.status}` as 'ops.status.draft')}</td>
              <td className="p-2">{order.created_at.slice(0, 10)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
