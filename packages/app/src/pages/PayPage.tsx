import { useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { useSnapshot } from 'valtio';
import {
  Alert,
  Button,
  Checkbox,
  EmptyState,
  formatMoney,
  Money,
  PaymentMethodTable,
  QuoteSummary,
  Spinner,
  type PaymentMethod,
} from '@edupay/ui';
import type { PaymentDetail } from '../api/payments';
import { useAppText, type AppText } from '../i18n/useAppText';
import { store } from '../store/store';
import { payPagesMessages } from './pay/payPagesMessages';
import { PaidOrderNotice } from './pay/PaidOrderNotice';
import { usePayPage } from './pay/usePayPage';
import { InstallmentDialog } from './pay/InstallmentDialog';
import { installmentMessages } from './pay/installmentMessages';
import { useInstallmentPlan } from './pay/useInstallmentPlan';

type Text = AppText<keyof (typeof payPagesMessages)['en']>;

/**
 * /pay?order_id= (spec 001 section 2, payment page): the methods with their fees, coupons, points,
 * full-arrival and priority options; the server's quote with its countdown, asked again when it runs
 * out; and Pay. A paid order (4017) is told it cannot re-enter payment. Behaviour: usePayPage.
 */
export default function PayPage() {
  const t = useAppText(payPagesMessages);
  const { locale } = useSnapshot(store);
  const [, navigate] = useLocation();
  const orderId = new URLSearchParams(useSearch()).get('order_id') ?? '';
  const page = usePayPage(orderId, locale);
  const { load, quote } = page;
  const detail = load.kind === 'ready' ? load.detail : null;
  const ti = useAppText(installmentMessages);
  const transfer = quote?.method_id === 'transfer' && Boolean(quote.installment_max);
  const installments = useInstallmentPlan(
    transfer ? quote.total : null,
    transfer ? (quote.installment_max ?? null) : null,
  );
  const [planOpen, setPlanOpen] = useState(false);
  const plan = transfer && installments.active ? installments.plan : null;
  // The refund terms of the method the payer is about to pay with, worded by the server from its refund rules.
  const refundTerms = detail?.methods.find((m) => m.id === (quote?.method_id ?? page.choice.method_id))?.refund_terms;

  const onPay = async () => {
    const next = await page.pay(plan ?? []);
    if (next?.kind === 'leave') window.location.assign(next.url);
    else if (next) navigate(next.path);
  };

  return (
    <section className="mx-auto flex max-w-4xl flex-col gap-6 px-6 py-12">
      <h1 className="text-2xl font-semibold text-fg">
        {load.kind === 'paid'
          ? t('pay.paid.title')
          : detail
            ? t('pay.title', { orderNo: detail.order.order_no })
            : t('pay.titleLoading')}
      </h1>
      {!orderId ? (
        <EmptyState
          title={t('pay.noOrder')}
          description={t('pay.noOrder.description')}
          action={
            <Button asChild>
              <Link href="/user_center">{t('pay.myOrders')}</Link>
            </Button>
          }
        />
      ) : load.kind === 'paid' ? (
        <PaidOrderNotice orderId={orderId} />
      ) : load.kind === 'incomplete' ? (
        <div className="flex flex-col gap-3" data-testid="pay-incomplete">
          <Alert tone="warning" description={load.message} />
          <div className="flex flex-wrap gap-3">
            {load.missing.some((item) => item !== 'face_verification') ? (
              <Button asChild>
                <Link href={`/idents_all?order_id=${encodeURIComponent(orderId)}`}>
                  {t('pay.incomplete.documents')}
                </Link>
              </Button>
            ) : null}
            {load.missing.includes('face_verification') ? (
              <Button asChild variant="secondary">
                <Link href={`/self_pass?order_id=${encodeURIComponent(orderId)}`}>{t('pay.incomplete.face')}</Link>
              </Button>
            ) : null}
          </div>
        </div>
      ) : load.kind === 'review' ? (
        <div className="flex flex-col gap-3" data-testid="pay-review">
          <Alert tone="info" title={t('pay.review.title')} description={load.message} />
          <Button asChild variant="secondary" className="self-start">
            <Link href="/user_center">{t('pay.myOrders')}</Link>
          </Button>
        </div>
      ) : load.kind === 'failed' ? (
        <Alert
          tone="error"
          description={t('pay.failed')}
          action={
            <Button variant="secondary" size="sm" onClick={page.retry}>
              {t('pay.retry')}
            </Button>
          }
        />
      ) : !detail ? (
        <p className="flex items-center gap-2 text-fg-muted" role="status">
          <Spinner label={null} /> {t('pay.loading')}
        </p>
      ) : (
        <>
          <OrderLine detail={detail} t={t} locale={locale} />
          <p className="m-0 text-sm text-fg-muted" data-testid="rate-markup">
            {detail.rate_note}
          </p>
          {detail.trading_open ? null : (
            <Alert tone="warning" title={t('pay.tradingClosed')} description={detail.trading_notice} />
          )}
          <PaymentMethodTable
            methods={methodsOf(detail, t)}
            coupons={detail.coupons.map((c) => ({
              id: c.coupon_id,
              name: c.name,
              discount: c.kind === 'amount' ? c.discount : `${c.discount.value}%`,
              valid_until: c.valid_until,
            }))}
            value={page.choice}
            onChange={(next) => void page.change({ ...next, use_points: page.choice.use_points })}
            fullArrivalFee={{ value: detail.full_arrival_fee, currency: detail.payer_currency }}
            priorityFee={{ value: detail.priority_fee, currency: detail.payer_currency }}
          />
          {detail.points_usable && detail.points_balance > 0 ? (
            <Checkbox
              label={t('pay.points', { balance: detail.points_balance, max: detail.points_max_per_order })}
              checked={page.choice.use_points}
              onChange={(checked) => void page.change({ ...page.choice, use_points: checked })}
            />
          ) : null}
          {quote ? (
            <QuoteSummary quote={quote} refreshing={page.quoting} onExpire={() => void page.requote()} />
          ) : (
            <p className="flex items-center gap-2 text-fg-muted" role="status">
              {page.quoting ? <Spinner size="sm" label={null} /> : null}
              {page.quoting ? t('pay.quoting') : t('pay.chooseMethod')}
            </p>
          )}
          {quote?.remit_notice ? <p className="text-sm text-fg-muted">{quote.remit_notice}</p> : null}
          {transfer && quote ? (
            <div className="flex flex-wrap items-center gap-3" data-testid="installment-choice">
              {plan ? (
                <p className="m-0 text-sm text-fg">
                  {ti('installments.chosen', {
                    count: plan.length,
                    amounts: plan.map((a) => moneyText(a, quote.payer_currency, locale)).join(' + '),
                  })}
                </p>
              ) : null}
              <Button
                variant="secondary"
                size="sm"
                onClick={() => {
                  installments.start(quote.installments_suggested ?? []);
                  setPlanOpen(true);
                }}
              >
                {plan ? ti('installments.change') : ti('installments.open')}
              </Button>
              {plan ? (
                <Button variant="ghost" size="sm" onClick={installments.clear}>
                  {ti('installments.payInOne')}
                </Button>
              ) : null}
              <InstallmentDialog
                open={planOpen}
                onOpenChange={setPlanOpen}
                plan={installments}
                total={quote.total}
                currency={quote.payer_currency}
                max={quote.installment_max ?? ''}
                maxPerDay={quote.installment_max_per_day ?? ''}
                locale={locale}
              />
            </div>
          ) : null}
          <div className="flex flex-col gap-3">
            {refundTerms ? (
              <div data-testid="refund-terms" className="max-w-2xl text-sm text-fg-muted">
                <h2 className="m-0 text-sm font-medium text-fg">{t('pay.refundTerms')}</h2>
                <p className="m-0">{refundTerms}</p>
              </div>
            ) : null}
            <div>
              <Button
                size="lg"
                onClick={() => void onPay()}
                disabled={!quote || page.quoting || !detail.trading_open}
                loading={page.paying}
              >
                {quote
                  ? t('pay.payNow', { amount: moneyText(quote.total, quote.payer_currency, locale) })
                  : t('pay.payNow', { amount: '' }).trim()}
              </Button>
            </div>
          </div>
        </>
      )}
    </section>
  );
}

function OrderLine({ detail, t, locale }: { detail: PaymentDetail; t: Text; locale: string }) {
  const name = locale === 'en' ? detail.order.institution : detail.order.institution_zh || detail.order.institution;
  return (
    <dl className="m-0 flex flex-wrap gap-x-6 gap-y-1 text-sm text-fg">
      <dt className="sr-only">{t('pay.payee', { name: '' })}</dt>
      <dd className="m-0">{t('pay.payee', { name })}</dd>
      <dt className="sr-only">{t('pay.amount', { amount: '' })}</dt>
      <dd className="m-0">
        <Money value={detail.order.amount} currency={detail.order.currency} />
      </dd>
    </dl>
  );
}

function methodsOf(detail: PaymentDetail, t: Text): PaymentMethod[] {
  const rate = t('pay.rate', {
    foreign: detail.order.currency,
    rate: detail.indicative_rate,
    payer: detail.payer_currency,
  });
  return detail.methods.map((m) => ({
    id: m.id,
    name: m.name,
    rate,
    rate_note: m.quote_note,
    fee: m.fee,
    fee_note: m.fee_rule,
    total: m.total,
    payee_receives: m.payee_receives,
    delivery_time: m.delivery,
    tax_note: m.tax_note,
    refund_note: m.refund_note,
  }));
}

/** The kit's formatting of a server amount (decimal string, never a float). */
function moneyText(value: string, currency: string, locale: string): string {
  return formatMoney({ value, currency, locale }).text;
}
