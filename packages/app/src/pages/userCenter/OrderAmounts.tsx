import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { Alert, Button, Money } from '@edupay/ui';
import type { OrderDetail } from '../../api/orders';
import { useAppText } from '../../i18n/useAppText';
import { store } from '../../store/store';
import { InfoRow } from './InfoRow';
import { orderDetailMessages } from './orderDetailMessages';

/**
 * The order's amounts as the server stored them: the amount and surcharge in the payee's currency,
 * and the quote (the one it was paid with, or the latest one): rate, every line, total. A quote that
 * ran out before payment says so and leads to the payment page, which makes a new one. Then the
 * order's payments (a failed one and the retry that succeeded), each with its status.
 */
export function OrderAmounts({ order }: { order: OrderDetail }) {
  const t = useAppText(orderDetailMessages);
  const { locale } = useSnapshot(store);
  const when = (iso: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Shanghai' }).format(new Date(iso));
  const quote = order.quote;
  return (
    <section aria-labelledby="order-amounts" className="flex flex-col gap-3">
      <h3 id="order-amounts" className="text-base font-semibold text-fg">
        {t('orderDetail.amountsTitle')}
      </h3>
      <dl className="m-0 flex flex-col gap-2 text-sm">
        <InfoRow label={t('orderDetail.amount')}>
          <Money value={order.amount} currency={order.currency} locale={locale} />
        </InfoRow>
        {Number(order.surcharge) > 0 ? (
          <InfoRow label={t('orderDetail.surcharge')}>
            <Money value={order.surcharge} currency={order.currency} locale={locale} />
          </InfoRow>
        ) : null}
        <InfoRow label={t('orderDetail.total')}>
          <Money value={order.total} currency={order.currency} locale={locale} className="font-semibold" />
        </InfoRow>
      </dl>
      {quote && quote.expired === 1 ? (
        <Alert
          tone="warning"
          data-testid="quote-expired"
          description={t('orderDetail.quoteExpired', { total: `${quote.total} ${quote.payer_currency}`, date: when(quote.expires_at) })}
          action={
            order.can_pay === 1 ? (
              <Button asChild size="sm" variant="secondary">
                <Link href={`/pay?order_id=${encodeURIComponent(order.order_id)}`}>{t('orderDetail.requote')}</Link>
              </Button>
            ) : undefined
          }
        />
      ) : null}
      {quote && quote.expired === 0 ? (
        <div className="flex flex-col gap-2 rounded-md border border-line p-4 text-sm" data-testid="order-quote">
          <p className="m-0 font-medium text-fg">{t(quote.paid === 1 ? 'orderDetail.quotePaid' : 'orderDetail.quoteLatest', { method: quote.method_name })}</p>
          <p className="m-0 text-fg-muted">{t('orderDetail.quoteRate', { foreign: quote.foreign_currency, rate: quote.rate, payer: quote.payer_currency })}</p>
          <dl className="m-0 flex flex-col gap-1">
            {quote.lines.map((line) => (
              <InfoRow key={line.kind} label={line.label}>
                {line.effect === 'credit' ? '−' : ''}
                <Money value={line.amount} currency={quote.payer_currency} locale={locale} />
              </InfoRow>
            ))}
            <InfoRow label={t('orderDetail.quoteTotal')}>
              <Money value={quote.total} currency={quote.payer_currency} locale={locale} className="font-semibold" />
            </InfoRow>
          </dl>
          {quote.paid === 0 ? <p className="m-0 text-fg-muted">{t('orderDetail.quoteValidUntil', { date: when(quote.expires_at) })}</p> : null}
        </div>
      ) : null}
      {order.payments.length > 0 ? (
        <div className="flex flex-col gap-1 text-sm">
          <h4 className="m-0 font-medium text-fg">{t('orderDetail.paymentsTitle')}</h4>
          <ul className="m-0 flex list-none flex-col gap-1 p-0" data-testid="order-payments">
            {order.payments.map((p) => (
              <li key={p.payment_id} className="text-fg">
                <time dateTime={p.created_at} className="text-fg-muted">
                  {when(p.created_at)}
                </time>{' '}
                {p.method_name}
                {p.card ? ` ${p.card}` : ''} · <Money value={p.amount} currency={p.currency} locale={locale} /> · {t(`orderDetail.payment.${p.status}`)}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
