import { useEffect, useState } from 'react';
import { Spinner } from '@edupay/ui';
import { opsApi, type OpsDocument, type OpsOrderRow } from '../api/ops';
import { OrderTable } from './OrderTable';
import { useOpsText } from './useOpsText';

/** Orders awaiting review (oldest first) with how many files each has. */
export function ReviewQueue({ onOpen }: { onOpen: (orderId: string) => void }) {
  const t = useOpsText();
  const [orders, setOrders] = useState<(OpsOrderRow & { documents: OpsDocument[] })[] | null>(null);
  useEffect(() => {
    void opsApi.reviewQueue().then((answer) => setOrders(answer.status_code === 200 ? answer.data.list : []));
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
        <OrderTable caption={t('ops.queue.title')} orders={orders} onOpen={onOpen} extra={(order) => t('ops.queue.files', { count: orders.find((o) => o.order_id === order.order_id)?.documents.length ?? 0 })} />
      )}
    </section>
  );
}
