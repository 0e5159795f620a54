import { useEffect, useEffectEvent, useState } from 'react';
import { isMoney } from '@edupay/forms';
import { isSuccess, type ApiResult } from '@edupay/forms/contract';
import { useDomainText } from '../../i18n/useDomainText';
import { formatMoney } from '../../lib/formatMoney';
import { useAnnounce } from '../../provider/useAnnounce';
import { useEduPay } from '../../provider/useEduPay';
import { orderHelpMessages } from './orderHelpMessages';
import type { PaymentEstimate, PaymentEstimateRequest } from './orderTypes';

/** Asks the server for an estimate; the signal aborts a request the payer's typing has superseded. */
export type EstimatePayment = (
  request: PaymentEstimateRequest,
  signal: AbortSignal,
) => Promise<ApiResult<PaymentEstimate>>;

export type PaymentEstimateState =
  | { status: 'empty' }
  | { status: 'loading' }
  | { status: 'ready'; estimate: PaymentEstimate }
  | { status: 'error'; message: string };

/** A pause in typing after which the amount is estimated. */
export const ESTIMATE_DELAY_MS = 400;

/**
 * The live payment estimate under the order form's amount (spec 001 section 3): after a pause in
 * typing, a well-formed amount is sent to `estimate` (the server converts it: the kit never
 * multiplies money); a newer amount aborts the request before it and its late answer is dropped.
 * The outcome is said once through the kit's live region (polite), never by a region of its own.
 */
export function usePaymentEstimate({
  amount,
  usePoints,
  currency,
  estimate,
  delay = ESTIMATE_DELAY_MS,
}: {
  amount: string;
  usePoints: boolean;
  /** A payee the payer entered: the currency they chose (nothing is asked until there is one). */
  currency?: string | undefined;
  estimate: EstimatePayment | undefined;
  delay?: number;
}) {
  const t = useDomainText(orderHelpMessages);
  const { locale } = useEduPay();
  const announce = useAnnounce();
  const typed = amount.trim();
  const asked = estimate !== undefined && typed !== '' && isMoney(typed) && currency !== '';
  const [state, setState] = useState<PaymentEstimateState>(() => (asked ? { status: 'loading' } : { status: 'empty' }));
  const [attempt, setAttempt] = useState(0);

  const run = useEffectEvent((request: PaymentEstimateRequest, signal: AbortSignal) => estimate!(request, signal));
  const tell = useEffectEvent((next: PaymentEstimateState) => {
    setState(next);
    if (next.status === 'error') announce(next.message);
    if (next.status !== 'ready') return;
    const e = next.estimate;
    const shown = e.points_used > 0 ? e.payer_amount_after_points : e.payer_amount;
    announce(
      t('estimate.announce', {
        amount: formatMoney({ value: shown, currency: e.payer_currency, locale }).text,
        foreign: e.foreign_currency,
        rate: e.rate,
        payer: e.payer_currency,
      }),
    );
  });

  useEffect(() => {
    if (!asked) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      run(
        { amount: typed, use_points: usePoints, ...(currency === undefined ? {} : { currency }) },
        controller.signal,
      ).then(
        (answer) => {
          if (controller.signal.aborted) return;
          tell(
            isSuccess(answer) && answer.data
              ? { status: 'ready', estimate: answer.data }
              : { status: 'error', message: answer.message || t('estimate.error') },
          );
        },
        () => {
          if (!controller.signal.aborted) tell({ status: 'error', message: t('estimate.error') });
        },
      );
    }, delay);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
    // t is stable per locale; a locale change does not ask again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [asked, typed, usePoints, currency, delay, attempt]);

  // Loading from the moment the amount changes (not only once the pause is over), so the line never
  // shows an estimate for an amount that is no longer typed.
  const [askedFor, setAskedFor] = useState({ typed, usePoints, currency, attempt });
  if (
    askedFor.typed !== typed ||
    askedFor.usePoints !== usePoints ||
    askedFor.currency !== currency ||
    askedFor.attempt !== attempt
  ) {
    setAskedFor({ typed, usePoints, currency, attempt });
    if (asked) setState({ status: 'loading' });
  }
  const shown: PaymentEstimateState = asked ? state : { status: 'empty' };
  return { state: shown, retry: () => setAttempt((n) => n + 1) };
}
