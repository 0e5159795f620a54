import { useEffect, useState } from 'react';
import { isSuccess } from '@edupay/forms/contract';
import { Spinner } from '@edupay/ui';
import { opsApi, type OpsDocument, type OpsEnteredPayee, type OpsOrderRow } from '../api/ops';
import { EnteredPayees } from './EnteredPayees';
import { OrderTable } from './OrderTable';
import { useOpsText } from './useOpsText';

/** Orders awaiting review (oldest first) with how many files each has, and the payees payers entered (to verify). */
export function ReviewQueue({ onOpen }: { onOpen: (orderId: string) => void }) {
  const t = useOpsText();
  const [orders, setOrders] = useState<(OpsOrderRow & { documents: OpsDocument[]; entered_payee: OpsEnteredPayee | null })[] | null>(null);
  useEffect(() => {
    void opsApi.reviewQueue().then((answer) => setOrders(isSuccess(answer) ? answer.data.list : []));
  }, []);
  return (
    <section aria-labelledby="ops-queue-title" className="flex flex-col gap-3">
      <h2 id="ops-queue-title" className="text-lg font-semibold">
        {t('ops.queue.title')}
      </h2>
      {orders === null ? (
        <Spinner label={t('ops.loading')} />
      ) : orders.length === 0 ? (
        <p>{t('ops.queue.empty')}</p>
      ) : (
        <>
          <OrderTable
            caption={t('ops.queue.title')}
            orders={orders}
            onOpen={onOpen}
            extra={(order) => {
              const row = orders.find((o) => o.order_id === order.order_id);
              const files = t('ops.queue.files', { count: row?.documents.length ?? 0 });
              return row?.entered_payee ? `${files} · ${t('ops.queue.entered')}` : files;
            }}
          />
          <EnteredPayees orders={orders} />
        </>
      )}
    </section>
  );
}
