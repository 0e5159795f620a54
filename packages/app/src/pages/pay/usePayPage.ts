import { useEffect, useRef, useState } from 'react';
import { isSuccess, STATUS } from '@edupay/forms/contract';
import type { PaymentSelection } from '@edupay/ui';
import {
  paymentDetail,
  paymentEstimate,
  paymentGateway,
  updateUserCoupon,
  type Payment,
  type PaymentDetail,
  type ServerQuote,
} from '../../api/payments';

export type DetailLoad =
  | { kind: 'loading' }
  | { kind: 'ready'; detail: PaymentDetail }
  | { kind: 'paid' }
  | { kind: 'failed' }
  /** The order still needs something before payment (documents, the signed rent contract, the face check): the server's message names it. */
  | { kind: 'incomplete'; message: string; missing: string[] }
  /** The payment specialist reviews the order before it can be paid: the server's message says what happens next, by when. */
  | { kind: 'review'; message: string };

export interface PayChoice extends PaymentSelection {
  use_points: boolean;
}

/** Where the page goes with a started payment: the provider's page (card), instructions, or the QR. */
export type Next = { kind: 'leave'; url: string } | { kind: 'go'; path: string };

/**
 * The quote with its expiry on this browser's clock: the server's `valid_seconds` counted from the
 * moment the answer arrived. A payer whose clock is wrong by minutes still sees the right countdown
 * (and the page does not re-quote in a loop when the clock is ahead); the server decides on its own clock.
 */
export function onLocalClock(quote: ServerQuote, now = Date.now()): ServerQuote {
  return Number.isFinite(quote.valid_seconds) ? { ...quote, expires_at: new Date(now + quote.valid_seconds * 1000).toISOString() } : quote;
}

export function nextStep(payment: Payment): Next {
  if (payment.redirect_url) return { kind: 'leave', url: payment.redirect_url };
  if (payment.reference || (payment.installments?.length ?? 0) > 0)
    return { kind: 'go', path: `/pay_confirm?payment_id=${encodeURIComponent(payment.payment_id)}` };
  return { kind: 'go', path: `/wx_pay?payment_id=${encodeURIComponent(payment.payment_id)}` };
}

/** Where the page starts: the live quote's choices, or what the order form chose. */
function startingChoice(detail: PaymentDetail): PayChoice {
  const coupon_id = detail.coupons.find((x) => x.applied)?.coupon_id ?? null;
  const live = detail.quote;
  if (live)
    return { method_id: live.method_id, coupon_id, installment_amount: '', full_arrival: live.full_arrival === 1, priority: live.priority === 1, use_points: live.points_used > 0 };
  return { method_id: null, coupon_id, installment_amount: '', full_arrival: detail.choices.full_arrival === 1, priority: detail.choices.priority === 1, use_points: detail.choices.use_points === 1 };
}

/**
 * The behaviour of /pay: loads the order's payment data (4017: the order is paid, the page says so),
 * asks the server for a quote whenever the choice changes or the quote runs out (the server computes
 * every amount), and pays the quote with one Idempotency-Key per quote, so a retry after a lost
 * answer replays the first payment instead of making a second. An expired quote refused by the
 * server comes back with a fresh one, which replaces it on screen.
 */
export function usePayPage(orderId: string, locale: string) {
  const [load, setLoad] = useState<DetailLoad>({ kind: 'loading' });
  const [retries, setRetries] = useState(0);
  const [choice, setChoice] = useState<PayChoice>({
    method_id: null,
    coupon_id: null,
    installment_amount: '',
    full_arrival: false,
    priority: false,
    use_points: false,
  });
  const [quote, setQuote] = useState<ServerQuote | null>(null);
  const [quoting, setQuoting] = useState(false);
  const [paying, setPaying] = useState(false);
  const keys = useRef(new Map<string, string>());
  const asked = useRef(0);

  useEffect(() => {
    if (!orderId) return;
    let current = true;
    paymentDetail(orderId).then(
      (answer) => {
        if (!current) return;
        if (answer.status_code === STATUS.ORDER_PAID) return setLoad({ kind: 'paid' });
        const missing = (answer.data as { missing?: unknown } | undefined)?.missing;
        if (answer.status_code === STATUS.CONFLICT && Array.isArray(missing)) return setLoad({ kind: 'incomplete', message: answer.message ?? '', missing: missing.map(String) });
        const reviewDue = (answer.data as { review_due_at?: unknown } | undefined)?.review_due_at;
        if (answer.status_code === STATUS.CONFLICT && typeof reviewDue === 'string') return setLoad({ kind: 'review', message: answer.message ?? '' });
        if (!isSuccess(answer) || !answer.data) return setLoad({ kind: 'failed' });
        const detail = answer.data;
        setLoad({ kind: 'ready', detail });
        // The first load starts from what the order already has: its live quote (a reload or a second tab keeps
        // the method and the price), else the order form's choices (full arrival, points) and its coupon.
        setChoice((c) => (c.method_id ? c : startingChoice(detail)));
        if (detail.quote) setQuote((q) => q ?? onLocalClock(detail.quote!));
      },
      () => current && setLoad({ kind: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [orderId, locale, retries]);

  const requote = async (next: PayChoice) => {
    if (!next.method_id) return;
    const ticket = ++asked.current;
    setQuoting(true);
    try {
      const answer = await paymentEstimate({
        order_id: orderId,
        method_id: next.method_id,
        full_arrival: next.full_arrival,
        priority: next.priority,
        use_points: next.use_points,
      });
      if (ticket !== asked.current) return;
      if (isSuccess(answer) && answer.data) setQuote(onLocalClock(answer.data));
    } catch {
      // The response policy told the payer; the last quote stays until it runs out.
    } finally {
      if (ticket === asked.current) setQuoting(false);
    }
  };

  const change = async (next: PayChoice) => {
    const couponChanged = next.coupon_id !== choice.coupon_id;
    setChoice(next);
    if (couponChanged) {
      const answer = await updateUserCoupon(orderId, next.coupon_id ?? '').catch(() => null);
      // Refused (e.g. another order took it): back to the order's coupon as it was.
      if (!isSuccess(answer)) return setChoice((c) => ({ ...c, coupon_id: choice.coupon_id }));
    }
    await requote(next);
  };

  // The language changes the lines' names: ask again (nothing about the choice is lost).
  useEffect(() => {
    if (!choice.method_id) return undefined;
    const timer = setTimeout(() => void requote(choice), 0);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [locale]);

  /** Pays the quote, in one transfer or in `installments` (bank transfer). One key per quote and plan. */
  const pay = async (installments: readonly string[] = []): Promise<Next | null> => {
    if (!quote || paying) return null;
    const attempt = `${quote.quote_id}|${installments.join(',')}`;
    const key = keys.current.get(attempt) ?? crypto.randomUUID();
    keys.current.set(attempt, key);
    setPaying(true);
    try {
      const answer = await paymentGateway(quote.quote_id, key, installments);
      if (isSuccess(answer) && answer.data) return nextStep(answer.data);
      const fresh = answer.data?.fresh_quote;
      if (answer.status_code === STATUS.EXPIRED && fresh) setQuote(onLocalClock(fresh));
      return null;
    } catch {
      return null;
    } finally {
      setPaying(false);
    }
  };

  return {
    load,
    retry: () => setRetries((n) => n + 1),
    choice,
    change,
    quote,
    quoting,
    requote: () => requote(choice),
    pay,
    paying,
  };
}
