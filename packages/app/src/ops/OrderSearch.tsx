import { useState, type FormEvent } from 'react';
import { isSuccess } from '@edupay/forms/contract';
import { Button, TextField } from '@edupay/ui';
import { opsApi, type OpsOrderRow } from '../api/ops';
import { OrderTable } from './OrderTable';
import { useOpsText } from './useOpsText';

/** Orders by number, phone, payer or student name, or institution (within the staff member's payers). */
export function OrderSearch({ onOpen }: { onOpen: (orderId: string) => void }) {
  const t = useOpsText();
  const [query, setQuery] = useState('');
  const [error, setError] = useState('');
  const [orders, setOrders] = useState<OpsOrderRow[] | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (query.trim().length < 2) {
      setError(t('ops.search.short'));
      document.getElementById('ops-search')?.focus();
      return;
    }
    setError('');
    const answer = await opsApi.search(query.trim());
    if (!isSuccess(answer)) {
      setError(answer.message);
      return;
    }
    setOrders(answer.data.list);
  };
  return (
    <section aria-labelledby="ops-search-title" className="flex flex-col gap-3">
      <h2 id="ops-search-title" className="text-lg font-semibold">
        {t('ops.search.title')}
      </h2>
      <form role="search" noValidate onSubmit={submit} className="flex flex-wrap items-end gap-3">
        <TextField id="ops-search" type="search" label={t('ops.search.query')} value={query} onChange={setQuery} error={error || undefined} className="min-w-72" />
        <Button type="submit">{t('ops.search.submit')}</Button>
      </form>
      {orders === null ? null : orders.length === 0 ? <p>{t('ops.search.none')}</p> : <OrderTable caption={t('ops.search.title')} orders={orders} onOpen={onOpen} />}
    </section>
  );
}
