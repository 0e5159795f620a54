import { useEffect, useState } from 'react';
import { isSuccess } from '@edupay/forms/contract';
import { payResult, type Payment } from '../../api/payments';

/** How often a page waiting for a payment asks the server again. */
export const FOLLOW_INTERVAL_MS = 2000;

export type PaymentFollow = { kind: 'loading' } | { kind: 'ready'; payment: Payment } | { kind: 'failed' };

/** A payment that will not change any more. */
export const isFinal = (payment: Payment) =>
  payment.status === 'succeeded' || payment.status === 'failed' || payment.status === 'canceled';

/**
 * Where a payment that arrived after its quote expired, with the price moved, leaves its order (the
 * server's `price_change`): waiting for the payer to top up or take a refund (`held`), or its money
 * going back (`refunded`). Null for any other payment, and once topped up (the order goes on).
 * Such a payment "succeeded" at the provider, but is never shown as a successful payment.
 */
export function priceHold(payment: Payment): 'held' | 'refunded' | null {
  const status = payment.price_change?.status;
  if (payment.status !== 'succeeded' || !status || status === 'topped_up') return null;
  return status === 'awaiting_choice' ? 'held' : 'refunded';
}

/**
 * Follows a payment live (the desktop page of a QR or transfer payment, the result page while the
 * provider has not answered): asks pay_result now and again every two seconds until the payment is
 * final. Polling is one request per page every two seconds and works on every instance behind a load
 * balancer; `retry` asks again after a failed load.
 */
export function usePaymentStatus(
  paymentId: string,
  intervalMs = FOLLOW_INTERVAL_MS,
): { follow: PaymentFollow; retry: () => void } {
  const [follow, setFollow] = useState<PaymentFollow>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!paymentId) return undefined;
    let current = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = async () => {
      try {
        const answer = await payResult(paymentId);
        if (!current) return;
        if (!isSuccess(answer) || !answer.data) return setFollow({ kind: 'failed' });
        setFollow({ kind: 'ready', payment: answer.data });
        if (!isFinal(answer.data)) timer = setTimeout(() => void ask(), intervalMs);
      } catch {
        if (current) setFollow({ kind: 'failed' });
      }
    };
    void ask();
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [paymentId, intervalMs, attempt]);

  return { follow, retry: () => setAttempt((n) => n + 1) };
}
