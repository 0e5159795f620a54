import { useSnapshot } from 'valtio';
import { Money } from '@edupay/ui';
import type { OrderRefund } from '../../api/orders';
import { useAppText } from '../../i18n/useAppText';
import { store } from '../../store/store';
import { InfoRow } from './InfoRow';
import { orderRefundsMessages } from './orderRefundsMessages';

/**
 * The order's refunds as the server lists them, oldest first: partial or full, when requested, the
 * amount going back and the fee kept, the rate the payment was made at, the status, and what happens
 * next (how long the money takes once made, or that a refused one will be returned another way).
 */
export function OrderRefunds({ refunds }: { refunds: readonly OrderRefund[] }) {
  const t = useAppText(orderRefundsMessages);
  const { locale } = useSnapshot(store);
  const when = (iso: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Shanghai' }).format(new Date(iso));
  const next = (refund: OrderRefund) => {
    if (refund.status === 'failed') return t('orderRefunds.next.failed');
    if (refund.status === 'succeeded') return t('orderRefunds.next.succeeded', { date: when(refund.updated_at), days: refund.refund_days });
    return t('orderRefunds.next.pending', { days: refund.refund_days });
  };
  return (
    <section aria-labelledby="order-refunds" className="flex flex-col gap-3">
      <h3 id="order-refunds" className="text-base font-semibold text-fg">
        {t('orderRefunds.title')}
      </h3>
      <p className="m-0 text-sm text-fg-muted">{t('orderRefunds.intro')}</p>
      <ul className="m-0 flex list-none flex-col gap-3 p-0" data-testid="order-refunds">
        {refunds.map((refund) => (
          <li key={refund.refund_id} className="flex flex-col gap-2 rounded-md border border-line p-4 text-sm" data-testid="order-refund">
            <h4 className="m-0 font-medium text-fg">{t(refund.full === 1 ? 'orderRefunds.fullTitle' : 'orderRefunds.partialTitle', { date: when(refund.created_at) })}</h4>
            <dl className="m-0 flex flex-col gap-1">
              <InfoRow label={t('orderRefunds.amount')}>
                <Money value={refund.amount} currency={refund.currency} locale={locale} className="font-semibold" />
              </InfoRow>
              {Number(refund.fee) > 0 ? (
                <InfoRow label={t('orderRefunds.fee')}>
                  <Money value={refund.fee} currency={refund.currency} locale={locale} />
                </InfoRow>
              ) : null}
              {refund.rate ? <InfoRow label={t('orderRefunds.rate')}>{t('orderRefunds.rateValue', { foreign: refund.foreign_currency, rate: refund.rate, payer: refund.currency })}</InfoRow> : null}
              <InfoRow label={t('orderRefunds.statusLabel')}>
                <span data-testid="order-refund-status">{t(`orderRefunds.status.${refund.status}`)}</span>
              </InfoRow>
            </dl>
            <p className="m-0 text-fg-muted">{next(refund)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
