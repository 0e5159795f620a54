import { Link, useLocation, useSearch } from 'wouter';
import { useSnapshot } from 'valtio';
import { Alert, Button, formatMoney, Spinner } from '@edupay/ui';
import type { Payment } from '../api/payments';
import { useAppText } from '../i18n/useAppText';
import { store } from '../store/store';
import { payPagesMessages } from './pay/payPagesMessages';
import { priceHold, usePaymentStatus } from './pay/usePaymentStatus';
import { PriceChangePanel } from './userCenter/PriceChangePanel';
import { useDownload } from './pay/useDownload';
import { downloadReceiptPdf } from '../api/payments';
import { isThirdPartyOrder } from './third/thirdPartyContext';
import { useEffect } from 'react';

const REASONS = ['card_declined', 'authentication_failed', 'payer_canceled'] as const;

/**
 * /pay_result?payment_id= (spec 001 section 2): where the provider's page sends the payer back.
 * Success, failure (Pay Again returns to /pay with a fresh quote) or error; while the provider has
 * not answered, the page follows the payment by itself. Go Back Now returns to My Orders at once.
 * Money that arrived after its quote expired, with the price moved (spec 001 section 4), is not a
 * success: the order is on hold, and the page says so with the deadline and offers the choice (top
 * up the difference or a full refund) right here; once refunded, it says the money is going back.
 */
export default function PayResultPage() {
  const t = useAppText(payPagesMessages);
  const { locale } = useSnapshot(store);
  const [, navigate] = useLocation();
  const paymentId = new URLSearchParams(useSearch()).get('payment_id') ?? '';
  const { follow, retry } = usePaymentStatus(paymentId);
  const payment = follow.kind === 'ready' ? follow.payment : null;
  // A partner's order (this tab came through its link): the third-party result returns the payer there.
  useEffect(() => {
    if (payment && isThirdPartyOrder(payment.order_id)) navigate(`/result_third?payment_id=${encodeURIComponent(payment.payment_id)}`, { replace: true });
  }, [payment, navigate]);
  const receipt = useDownload(() => (payment ? downloadReceiptPdf(payment.order_id) : Promise.resolve(false)));
  const hold = payment ? priceHold(payment) : null;
  const change = payment?.price_change ?? null;
  const state =
    !paymentId || follow.kind === 'failed'
      ? 'error'
      : !payment
        ? 'loading'
        : hold
          ? hold
          : payment.status === 'succeeded'
            ? 'succeeded'
            : payment.status === 'failed' || payment.status === 'canceled'
              ? 'failed'
              : 'pending';
  const money = (value: string) => (payment ? formatMoney({ value, currency: payment.currency, locale }).text : '');
  const amount = payment ? money(payment.amount) : '';
  const deadline = change
    ? new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Shanghai' }).format(new Date(change.decide_by))
    : '';
  const goBack = (
    <Button variant={state === 'succeeded' ? 'primary' : 'secondary'} asChild>
      <Link href="/user_center">{t('result.goBack')}</Link>
    </Button>
  );

  return (
    <section className="mx-auto flex max-w-2xl flex-col gap-6 px-6 py-12" data-testid="pay-result" data-state={state}>
      <h1 className="text-2xl font-semibold text-fg">
        {state === 'loading' ? t('result.title.pending') : t(`result.title.${state}`)}
      </h1>
      {state === 'loading' ? (
        <p className="flex items-center gap-2 text-fg-muted" role="status">
          <Spinner label={null} /> {t('result.pending')}
        </p>
      ) : state === 'error' ? (
        <Alert
          tone="error"
          description={t('result.title.error')}
          action={
            paymentId ? (
              <Button variant="secondary" size="sm" onClick={retry}>
                {t('result.retry')}
              </Button>
            ) : undefined
          }
        />
      ) : state === 'pending' ? (
        <p className="flex items-center gap-2 text-fg-muted" role="status">
          <Spinner label={null} /> {t('result.pending')}
        </p>
      ) : state === 'held' && payment && change ? (
        <>
          <Alert tone="warning" description={t('result.held', { amount, threshold: money(change.threshold), date: deadline })} />
          <PriceChangePanel
            orderId={payment.order_id}
            change={change}
            paid={payment.amount}
            locale={locale}
            onChanged={retry}
            headingLevel={2}
          />
        </>
      ) : state === 'refunded' ? (
        <Alert tone="info" description={t('result.refunded', { amount })} />
      ) : state === 'succeeded' ? (
        <Alert tone="success" description={t('result.succeeded', { amount })} />
      ) : (
        <Alert tone="error" description={t('result.failed', { amount, reason: reasonOf(payment!, t) })} />
      )}
      {payment?.last4 ? (
        <p className="text-sm text-fg-muted">{t('result.card', { brand: payment.brand, last4: payment.last4 })}</p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {state === 'failed' && payment ? (
          <Button onClick={() => navigate(`/pay?order_id=${encodeURIComponent(payment.order_id)}`)}>
            {t('result.payAgain')}
          </Button>
        ) : null}
        {goBack}
        {state === 'succeeded' ? (
          <Button variant="secondary" onClick={() => void receipt.start()} loading={receipt.busy}>
            {t('pay.receipt')}
          </Button>
        ) : null}
      </div>
    </section>
  );
}

function reasonOf(payment: Payment, t: ReturnType<typeof useAppText<keyof (typeof payPagesMessages)['en']>>): string {
  const code = (REASONS as readonly string[]).includes(payment.failure_code)
    ? (payment.failure_code as (typeof REASONS)[number])
    : 'other';
  return t(`result.reason.${code}`);
}
