import { useSnapshot } from 'valtio';
import type { OrderHistoryEntry } from '../../api/orders';
import { useAppText } from '../../i18n/useAppText';
import { store } from '../../store/store';
import { orderDetailMessages } from './orderDetailMessages';
import { useStatusText } from './useStatusText';

/** The order's timeline from its event rows (who, when, from, to, the reason the payer may read), oldest first. */
export function OrderHistoryTable({ history }: { history: readonly OrderHistoryEntry[] }) {
  const t = useAppText(orderDetailMessages);
  const status = useStatusText();
  const { locale } = useSnapshot(store);
  const when = (iso: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Shanghai' }).format(new Date(iso));
  return (
    <section aria-labelledby="order-history" className="flex flex-col gap-2">
      <h3 id="order-history" className="text-base font-semibold text-fg">
        {t('orderDetail.historyTitle')}
      </h3>
      <table className="w-full border-collapse text-left text-sm" data-testid="order-history">
        <thead>
          <tr className="border-b border-line text-fg-muted">
            <th scope="col" className="py-2 pr-3 font-medium">{t('orderDetail.historyWhen')}</th>
            <th scope="col" className="py-2 pr-3 font-medium">{t('orderDetail.historyChange')}</th>
            <th scope="col" className="py-2 font-medium">{t('orderDetail.historyBy')}</th>
          </tr>
        </thead>
        <tbody>
          {history.map((entry, i) => (
            <tr key={`${entry.at}-${i}`} className="border-b border-line align-top">
              <td className="py-2 pr-3 whitespace-nowrap text-fg-muted">
                <time dateTime={entry.at}>{when(entry.at)}</time>
              </td>
              <td className="py-2 pr-3 text-fg">
                {entry.from ? `${status(entry.from)} → ${status(entry.to)}` : t('orderDetail.historyPlaced', { to: status(entry.to) })}
                {entry.reason ? <span className="block text-fg-muted">{t('orderDetail.rejectedReason', { reason: entry.reason })}</span> : null}
              </td>
              <td className="py-2 text-fg">{t(`orderDetail.by.${entry.by}`)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
