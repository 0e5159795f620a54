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

/** Why the page asks for a quote: the payer chose, the one on screen ran out, or the language changed. */
export type QuoteAsk = 'choice' | 'expired' | 'locale';

/**
 * The quote to show after `answer` replaced `shown`. The server says when the price changed from the
 * quote it replaced; a language change re-asks at once, and a quote at the same total keeps the
 * notice the payer has not paid past yet (the text is the kit's, in the new language).
 */
export function nextQuote(answer: ServerQuote, shown: ServerQuote | null, ask: QuoteAsk): ServerQuote {
  if (answer.price_change || ask !== 'locale' || !shown?.price_change) return answer;
  return answer.total === shown.total && answer.payer_currency === shown.payer_currency ? { ...answer, price_change: shown.price_change } : answer;
}

/**
 * The behaviour of /pay: loads the order's payment data (4017: the order is paid, the page says so),
 * asks the server for a quote whenever the choice changes or the quote runs out (the server computes
 * every amount), and pays the quote with one Idempotency-Key per quote, so a retry after a lost
 * answer replays the first payment instead of making a second. An expired quote refused by the
 * server comes back with a fresh one, which replaces it on screen.
 * When a quote runs out the page names it to the server (`replaces_quote_id`): a fresh quote at
 * another price comes back with `price_change`, which QuoteSummary says before the payer can pay,
 * and the methods' rates and fees are loaded again so the table shows the new rate too.
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
  /** The quote on screen, for the next ask to name (set with it, in `show`). */
  const shown = useRef<ServerQuote | null>(null);

  /** The methods' rates and fees again, quietly: the table keeps what it had if this fails. */
  const reloadDetail = async () => {
    const answer = await paymentDetail(orderId).catch(() => null);
    if (answer && isSuccess(answer) && answer.data) setLoad({ kind: 'ready', detail: answer.data });
  };

  /** Shows the server's quote; a changed price also brings the table's rates and fees up to date. */
  const show = (answer: ServerQuote, ask: QuoteAsk) => {
    const next = nextQuote(onLocalClock(answer), shown.current, ask);
    shown.current = next;
    setQuote(next);
    if (answer.price_change) void reloadDetail();
  };

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
        if (detail.quote && !shown.current) {
          const live = onLocalClock(detail.quote);
          shown.current = live;
          setQuote(live);
        }
      },
      () => current && setLoad({ kind: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [orderId, locale, retries]);

  const requote = async (next: PayChoice, ask: QuoteAsk) => {
    if (!next.method_id) return;
    const ticket = ++asked.current;
    // The same choice asked again: the server compares with the quote it replaces on screen.
    const replaces = ask === 'choice' ? undefined : shown.current?.quote_id;
    setQuoting(true);
    try {
      const answer = await paymentEstimate({
        order_id: orderId,
        method_id: next.method_id,
        full_arrival: next.full_arrival,
        priority: next.priority,
        use_points: next.use_points,
        ...(replaces ? { replaces_quote_id: replaces } : {}),
      });
      if (ticket !== asked.current) return;
      if (isSuccess(answer) && answer.data) show(answer.data, ask);
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
    await requote(next, 'choice');
  };

  // The language changes the lines' names: ask again (nothing about the choice is lost).
  useEffect(() => {
    if (!choice.method_id) return undefined;
    const timer = setTimeout(() => void requote(choice, 'locale'), 0);
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
      if (answer.status_code === STATUS.EXPIRED && fresh) show(fresh, 'expired');
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
    requote: () => requote(choice, 'expired'),
    pay,
    paying,
  };
}
