import { useEffect, useState } from 'react';
import { isSuccess } from '@edupay/forms/contract';
import { Link, useLocation } from 'wouter';
import { useSnapshot } from 'valtio';
import { Alert, Button, EmptyState, OrderCard, Pagination, Spinner, Tabs, TabsContent, TabsList, TabsTrigger } from '@edupay/ui';
import { orderPage, type OrderPage } from '../../api/orders';
import { useAppText } from '../../i18n/useAppText';
import { store } from '../../store/store';
import { myOrdersMessages } from './myOrdersMessages';

type Kind = 'ongoing' | 'closed';
type Load = { kind: 'loading' } | { kind: 'ready'; page: OrderPage } | { kind: 'failed' };

/** Orders a page of the list shows. */
export const MY_ORDERS_PAGE_SIZE = 5;

/**
 * My Orders in the user centre (spec 001 section 2): the ongoing and the closed orders in two tabs,
 * a page at a time, newest first, each an OrderCard (stage, what happens next, "needs your action"
 * with its date) whose View order opens the detail. No ongoing order: the empty state offers Pay Now.
 */
export function MyOrdersCard() {
  const t = useAppText(myOrdersMessages);
  const { locale } = useSnapshot(store);
  const [, navigate] = useLocation();
  const [kind, setKind] = useState<Kind>('ongoing');
  const [pages, setPages] = useState<Record<Kind, number>>({ ongoing: 1, closed: 1 });
  const [retries, setRetries] = useState(0);
  const page = pages[kind];
  // What is asked for: another tab, page, language or a retry asks again; until it answers, loading.
  const request = `${kind}|${page}|${locale}|${retries}`;
  const [answer, setAnswer] = useState<{ request: string; load: Load } | null>(null);
  const load: Load = answer?.request === request ? answer.load : { kind: 'loading' };

  useEffect(() => {
    let current = true;
    const settle = (next: Load) => current && setAnswer({ request, load: next });
    orderPage(kind, page, MY_ORDERS_PAGE_SIZE).then(
      (result) => settle(isSuccess(result) && result.data ? { kind: 'ready', page: result.data } : { kind: 'failed' }),
      () => settle({ kind: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [kind, page, request]);

  const body = (list: Kind) =>
    load.kind === 'loading' ? (
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
    ) : load.page.list.length === 0 ? (
      <EmptyState
        title={t(list === 'ongoing' ? 'myOrders.empty' : 'myOrders.emptyClosed')}
        action={
          list === 'ongoing' ? (
            <Button asChild>
              <Link href="/college_list">{t('myOrders.payNow')}</Link>
            </Button>
          ) : undefined
        }
      />
    ) : (
      <div className="flex flex-col gap-4">
        <ul className="m-0 flex list-none flex-col gap-3 p-0">
          {load.page.list.map((order) => (
            <li key={order.order_id}>
              <OrderCard order={order} data-testid="my-order" onOpen={() => navigate(`/user_center?order_id=${encodeURIComponent(order.order_id)}`)} />
            </li>
          ))}
        </ul>
        {load.page.total > MY_ORDERS_PAGE_SIZE ? (
          <Pagination total={load.page.total} pageSize={MY_ORDERS_PAGE_SIZE} page={page} onPageChange={(next) => setPages((p) => ({ ...p, [list]: next }))} aria-label={t('myOrders.pages')} />
        ) : null}
      </div>
    );

  return (
    <section aria-labelledby="user-center-orders" className="flex flex-col gap-4 rounded-lg border border-line bg-surface p-6" data-testid="my-orders">
      <h2 id="user-center-orders" className="text-lg font-semibold text-fg">
        {t('myOrders.title')}
      </h2>
      <Tabs value={kind} onValueChange={(value) => setKind(value as Kind)}>
        <TabsList aria-label={t('myOrders.title')}>
          <TabsTrigger value="ongoing">{t('myOrders.ongoing')}</TabsTrigger>
          <TabsTrigger value="closed">{t('myOrders.closed')}</TabsTrigger>
        </TabsList>
        <TabsContent value="ongoing" className="pt-4">
          {kind === 'ongoing' ? body('ongoing') : null}
        </TabsContent>
        <TabsContent value="closed" className="pt-4">
          {kind === 'closed' ? body('closed') : null}
        </TabsContent>
      </Tabs>
    </section>
  );
}
