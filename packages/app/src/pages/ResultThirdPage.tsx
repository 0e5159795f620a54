import { useCallback } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useSnapshot } from 'valtio';
import { Alert, Button, formatMoney, Spinner } from '@edupay/ui';
import { useAppText } from '../i18n/useAppText';
import { store } from '../store/store';
import { payPagesMessages } from './pay/payPagesMessages';
import { priceHold, usePaymentStatus } from './pay/usePaymentStatus';
import { PriceChangePanel } from './userCenter/PriceChangePanel';
import { partnerName } from './third/PartnerOrderSummary';
import { returnTarget } from './third/thirdPartyContext';
import { thirdPartyMessages } from './third/thirdPartyMessages';
import { usePartnerPayInfo } from './third/usePartnerPayInfo';
import { useReturnCountdown } from './third/useReturnCountdown';

/**
 * /result_third?payment_id= (or ?order_id=) (spec 001 section 2: the third-party result, which returns
 * to the partner after 5 seconds): the outcome of a partner order's payment, then back to the return
 * URL the partner registered, with a visible countdown, "Take me back now" and "Stay on this page".
 * The URL comes only from the server (checked against the partner's registered ones when the order
 * was made), never from this page's address: no open redirect. A failed payment does not leave by
 * itself: the payer may pay again, or go back when they choose. Nor does money that arrived after its
 * quote expired with the price moved: the order is on hold for the payer's choice (made here), and the
 * partner hears `on_hold` (or `refunded`), never `succeeded`.
 */
export default function ResultThirdPage() {
  const t = useAppText(thirdPartyMessages);
  const pay = useAppText(payPagesMessages);
  const { locale } = useSnapshot(store);
  const [, navigate] = useLocation();
  const params = new URLSearchParams(useSearch());
  const paymentId = params.get('payment_id') ?? '';
  const { follow, retry } = usePaymentStatus(paymentId);
  const payment = follow.kind === 'ready' ? follow.payment : null;
  const orderId = payment?.order_id ?? (paymentId ? '' : (params.get('order_id') ?? ''));
  const { load } = usePartnerPayInfo(orderId ? { order_id: orderId } : null, payment?.status ?? null);
  const info = load.kind === 'ready' ? load.info : null;

  const hold = payment ? priceHold(payment) : null;
  const change = payment?.price_change ?? null;
  const state: 'loading' | 'error' | 'pending' | 'succeeded' | 'failed' | 'held' | 'refunded' =
    (paymentId && follow.kind === 'failed') || (!paymentId && !orderId) || load.kind === 'refused' || load.kind === 'failed'
      ? 'error'
      : hold
        ? hold
        : payment && (payment.status === 'failed' || payment.status === 'canceled')
          ? 'failed'
          : (payment?.status === 'succeeded' || (!paymentId && info?.paid === 1)) && info
            ? 'succeeded'
            : (payment && payment.status !== 'succeeded') || (info && !paymentId)
              ? 'pending'
              : 'loading';
  const partner = info ? partnerName(info, locale) : '';
  const outcome = state === 'succeeded' ? 'succeeded' : state === 'held' ? 'on_hold' : state === 'refunded' ? 'refunded' : 'failed';
  const target = info ? returnTarget(info.return_url, { orderNo: info.order_no, status: outcome }) : null;
  const go = useCallback(() => {
    if (target) window.location.assign(target);
  }, [target]);
  const countdown = useReturnCountdown(state === 'succeeded' && target !== null, go);
  const amount = payment ? formatMoney({ value: payment.amount, currency: payment.currency, locale }).text : info ? formatMoney({ value: info.amount, currency: info.currency, locale }).text : '';

  return (
    <section className="mx-auto flex max-w-2xl flex-col gap-6 px-6 py-12" data-testid="result-third" data-state={state}>
      <h1 className="text-2xl font-semibold text-fg">{state === 'loading' ? pay('result.title.pending') : pay(`result.title.${state}`)}</h1>
      {state === 'loading' || state === 'pending' ? (
        <p className="flex items-center gap-2 text-fg-muted" role="status">
          <Spinner label={null} /> {pay('result.pending')}
        </p>
      ) : state === 'error' ? (
        <Alert
          tone="error"
          description={load.kind === 'refused' && load.message ? load.message : pay('result.title.error')}
          action={paymentId ? <Button variant="secondary" size="sm" onClick={retry}>{pay('result.retry')}</Button> : undefined}
        />
      ) : state === 'held' && payment && change ? (
        <>
          <Alert
            tone="warning"
            description={pay('result.held', {
              amount,
              threshold: formatMoney({ value: change.threshold, currency: payment.currency, locale }).text,
              date: new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Shanghai' }).format(new Date(change.decide_by)),
            })}
          />
          <PriceChangePanel orderId={payment.order_id} change={change} paid={payment.amount} locale={locale} onChanged={retry} headingLevel={2} />
        </>
      ) : state === 'refunded' ? (
        <Alert tone="info" description={pay('result.refunded', { amount })} />
      ) : state === 'succeeded' ? (
        <Alert tone="success" description={pay('result.succeeded', { amount })} />
      ) : (
        <Alert tone="error" description={pay('result.failed', { amount, reason: pay('result.reason.other') })} />
      )}
      {state === 'succeeded' && target ? (
        countdown.stopped ? (
          <p className="m-0 text-fg">{t('third.result.stayed', { partner })}</p>
        ) : (
          // A timer, not a live region: the seconds are not read out one by one.
          <p className="m-0 text-fg" role="timer" aria-live="off" data-testid="return-countdown">
            {countdown.left > 0 ? t('third.result.countdown', { seconds: countdown.left, partner }) : t('third.result.returning', { partner })}
          </p>
        )
      ) : null}
      <div className="flex flex-wrap gap-2">
        {state === 'failed' && payment ? <Button onClick={() => navigate(`/pay?order_id=${encodeURIComponent(payment.order_id)}`)}>{pay('result.payAgain')}</Button> : null}
        {target && state !== 'loading' && state !== 'pending' && state !== 'error' ? (
          <Button variant={state === 'succeeded' ? 'primary' : 'secondary'} asChild>
            <a href={target}>{state === 'succeeded' ? t('third.result.backNow') : t('third.result.backTo', { partner })}</a>
          </Button>
        ) : null}
        {state === 'succeeded' && target && !countdown.stopped ? (
          <Button variant="secondary" onClick={countdown.stop}>
            {t('third.result.stay')}
          </Button>
        ) : null}
      </div>
    </section>
  );
}
