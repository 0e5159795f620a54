import { useCallback, useEffect, useRef, useState } from 'react';
import { isSuccess, STATUS } from '@edupay/forms/contract';
import { orderDetail, type OrderDetail } from '../../api/orders';
import { followOrderEvents, type OrderStatusEvent } from '../../api/orderEvents';
import { bringsChange, eventGate } from './liveChange';

export type DetailLoad = { kind: 'loading' } | { kind: 'ready'; order: OrderDetail } | { kind: 'missing' } | { kind: 'failed' };

/** Events arriving together (the history sent when the stream opens) are read as one change. */
const SETTLE_MS = 200;

/**
 * One order of the payer, kept current while the detail is open: loaded once, then loaded again
 * whenever the order's event stream (GET /user/order_events) brings a change the shown order does
 * not have yet. Events are taken once each, by their row id: a reconnection (which resumes after the
 * last id) or the history sent at the start never counts twice. `changed` is the newest status the
 * stream brought (the page announces it); `replace` shows an answer a change call already returned.
 */
export function useOrderDetail(orderId: string, language: string) {
  const [load, setLoad] = useState<DetailLoad>({ kind: 'loading' });
  const [changed, setChanged] = useState<{ status: string; id: number } | null>(null);
  const [retries, setRetries] = useState(0);
  const shown = useRef<OrderDetail | null>(null);

  const fetchDetail = useCallback(
    () =>
      orderDetail(orderId).then(
        (answer) => {
          if (isSuccess(answer) && answer.data) {
            shown.current = answer.data;
            setLoad({ kind: 'ready', order: answer.data });
          } else setLoad(answer.status_code === STATUS.NOT_FOUND ? { kind: 'missing' } : { kind: 'failed' });
        },
        () => setLoad({ kind: 'failed' }),
      ),
    [orderId],
  );

  useEffect(() => {
    void fetchDetail();
  }, [fetchDetail, language, retries]);

  useEffect(() => {
    const controller = new AbortController();
    const firstTime = eventGate();
    let latest: OrderStatusEvent | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const settle = () => {
      const event = latest;
      const order = shown.current;
      if (!event || !order) return;
      if (!bringsChange(event, order)) return;
      void fetchDetail().then(() => setChanged({ status: event.status, id: event.id }));
    };
    followOrderEvents(orderId, {
      signal: controller.signal,
      onEvent(event) {
        if (!firstTime(event.id)) return;
        latest = event;
        clearTimeout(timer);
        timer = setTimeout(settle, SETTLE_MS);
      },
    });
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [orderId, fetchDetail]);

  const replace = useCallback((order: OrderDetail) => {
    shown.current = order;
    setLoad({ kind: 'ready', order });
  }, []);

  return { load, changed, replace, retry: () => setRetries((n) => n + 1) };
}
