import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { useSnapshot } from 'valtio';
import { Alert, Button, EmptyState, Money, Spinner } from '@edupay/ui';
import { orderList, type OrderSummary } from '../../api/orders';
import { useAppText } from '../../i18n/useAppText';
import { store } from '../../store/store';
import { myOrdersMessages } from './myOrdersMessages';

type Load = { kind: 'loading' } | { kind: 'ready'; list: OrderSummary[] } | { kind: 'failed' };
const STATUSES = ['draft', 'submitted', 'awaiting_review', 'awaiting_payment'] as const;

/**
 * My Orders in the user centre (spec 001 section 2): the ongoing orders, newest first, with their
 * number, payee, amount and status; the empty state offers Pay Now. The closed list and the order
 * detail come with the payment and lifecycle issues.
 */
export function MyOrdersCard() {
  const t = useAppText(myOrdersMessages);
  const { locale } = useSnapshot(store);
  const [retries, setRetries] = useState(0);
  const [load, setLoad] = useState<Load>({ kind: 'loading' });

  useEffect(() => {
    let current = true;
    orderList('ongoing').then(
      (result) => current && setLoad(result.status_code === 200 && result.data ? { kind: 'ready', list: result.data.list } : { kind: 'failed' }),
      () => current && setLoad({ kind: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [retries]);

  const date = (iso: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(iso));
  const status = (value: string) => ((STATUSES as readonly string[]).includes(value) ? t(`myOrders.status.${value as (typeof STATUSES)[number]}`) : value);

  return (
    <section aria-labelledby="user-center-orders" className="flex flex-col gap-4 rounded-lg border border-line bg-surface p-6" data-testid="my-orders">
      <h2 id="user-center-orders" className="text-lg font-semibold text-fg">
        {t('myOrders.title')}
      </h2>
      {load.kind === 'loading' ? (
        <p className="flex items-center gap-2 text-fg-muted">
          <Spinner label={null} /> {t('myOrders.loading')}
        </p>
      ) : load.kind === 'failed' ? (
        <Alert
          tone="error"
          description={t('myOrders.failed')}
          action={
            <Button variant="secondary" size="sm" onClick={() => setRetries((n) => n + 1)}>
              {t('myOrders.retry')}
            </Button>
          }
        />
      ) : load.list.length === 0 ? (
        <EmptyState
          title={t('myOrders.empty')}
          action={
            <Button asChild>
              <Link href="/college_list">{t('myOrders.payNow')}</Link>
            </Button>
          }
        />
      ) : (
        <ul className="m-0 flex list-none flex-col gap-3 p-0">
          {load.list.map((order) => (
            <li key={order.order_id} className="flex flex-wrap items-start justify-between gap-2 rounded-md border border-line p-4" data-testid="my-order">
              <div className="flex flex-col gap-1">
                <span className="font-medium text-fg">{locale === 'en' ? order.institution : order.institution_zh || order.institution}</span>
                <span className="text-sm text-fg-muted">{t('myOrders.number', { orderNo: order.order_no })}</span>
                <span className="text-sm text-fg-muted">{t('myOrders.placed', { date: date(order.created_at) })}</span>
              </div>
              <div className="flex flex-col items-end gap-1">
                <Money value={order.amount} currency={order.currency} locale={locale} className="font-semibold text-fg" />
                <span className="text-sm text-fg">{status(order.status)}</span>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
