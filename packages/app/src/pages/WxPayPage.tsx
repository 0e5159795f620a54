import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { Alert, Button, QrPaymentStatus, Spinner, useScanningPhone } from '@edupay/ui';
import { useAppText } from '../i18n/useAppText';
import { payPagesMessages } from './pay/payPagesMessages';
import { priceHold, usePaymentStatus } from './pay/usePaymentStatus';
import { WechatPayerId } from './pay/WechatPayerId';
import { useSnapshot } from 'valtio';
import { store } from '../store/store';

const APPS = ['wechat', 'alipay', 'unionpay_qr'] as const;

/**
 * /wx_pay?payment_id= (spec 001 section 2, messaging-app payment page): the QR the phone scans, with
 * the status followed live; once the phone confirms (or declines) the page moves to the result.
 * Money that arrived after the quote expired with the price moved is not shown as received: the
 * result page says the order is on hold, at once.
 */
export default function WxPayPage() {
  const t = useAppText(payPagesMessages);
  const [, navigate] = useLocation();
  const paymentId = new URLSearchParams(useSearch()).get('payment_id') ?? '';
  const { locale } = useSnapshot(store);
  // On the phone that would scan the code: pay here, in the app, instead (issue 14 item 8).
  const scanningPhone = useScanningPhone();
  const { follow, retry } = usePaymentStatus(paymentId);
  const payment = follow.kind === 'ready' ? follow.payment : null;
  const held = payment !== null && priceHold(payment) !== null;
  const status = !payment || held
    ? 'waiting'
    : payment.status === 'succeeded'
      ? 'succeeded'
      : payment.status === 'failed' || payment.status === 'canceled'
        ? 'failed'
        : 'waiting';

  useEffect(() => {
    if (held) {
      navigate(`/pay_result?payment_id=${encodeURIComponent(paymentId)}`, { replace: true });
      return undefined;
    }
    if (status === 'waiting') return undefined;
    // A moment on the QR page so the payer sees it change, then the result page.
    const timer = setTimeout(
      () => navigate(`/pay_result?payment_id=${encodeURIComponent(paymentId)}`, { replace: true }),
      1200,
    );
    return () => clearTimeout(timer);
  }, [held, status, navigate, paymentId]);

  const app =
    payment && (APPS as readonly string[]).includes(payment.method_id)
      ? t(`wx.app.${payment.method_id as (typeof APPS)[number]}`)
      : t('wx.app.wechat');
  return (
    <section className="mx-auto flex max-w-2xl flex-col gap-6 px-6 py-12">
      <h1 className="text-2xl font-semibold text-fg">{t('wx.title')}</h1>
      {follow.kind === 'failed' || !paymentId ? (
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
      ) : !payment || !payment.qr_code ? (
        <p className="flex items-center gap-2 text-fg-muted" role="status">
          <Spinner label={null} /> {t('pay.loading')}
        </p>
      ) : (
        <>
          <QrPaymentStatus
            url={payment.qr_code}
            amount={{ value: payment.amount, currency: payment.currency }}
            app={app}
            status={status}
            onThisDevice={scanningPhone}
          />
          {payment.method_id === 'wechat' && status === 'waiting' ? <WechatPayerId paymentId={paymentId} locale={locale} /> : null}
        </>
      )}
    </section>
  );
}
