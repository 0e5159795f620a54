import { useEffect } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { Alert, Button, Spinner, TransferInstructions } from '@edupay/ui';
import { useAppText } from '../i18n/useAppText';
import { payPagesMessages } from './pay/payPagesMessages';
import { usePaymentStatus } from './pay/usePaymentStatus';
import { useDownload } from './pay/useDownload';
import { downloadInstructionsPdf } from '../api/payments';
import { useSnapshot } from 'valtio';
import { store } from '../store/store';
import { InstallmentList } from './pay/InstallmentList';
import { TransferActions } from './pay/TransferActions';

/**
 * /pay_confirm?payment_id= (spec 001 section 2, payment instructions): the bank transfer's details
 * and reference with copy buttons, and Change method. The page follows the payment: when the funds
 * arrive it moves to the result page by itself.
 */
export default function PayConfirmPage() {
  const t = useAppText(payPagesMessages);
  const [, navigate] = useLocation();
  const paymentId = new URLSearchParams(useSearch()).get('payment_id') ?? '';
  const { follow, retry } = usePaymentStatus(paymentId);
  const payment = follow.kind === 'ready' ? follow.payment : null;
  const pdf = useDownload(() => downloadInstructionsPdf(paymentId));
  const final = payment && payment.status !== 'requires_action' && payment.status !== 'processing';
  const { locale } = useSnapshot(store);
  const nextInstallment = payment?.installments?.find((i) => i.status === 'waiting_to_pay' || i.status === 'amount_not_paid');

  useEffect(() => {
    if (final) navigate(`/pay_result?payment_id=${encodeURIComponent(paymentId)}`, { replace: true });
  }, [final, navigate, paymentId]);

  return (
    <section className="mx-auto flex max-w-2xl flex-col gap-6 px-6 py-12">
      <h1 className="text-2xl font-semibold text-fg">{t('confirm.title')}</h1>
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
      ) : !payment || !payment.instructions ? (
        <p className="flex items-center gap-2 text-fg-muted" role="status">
          <Spinner label={null} /> {t('pay.loading')}
        </p>
      ) : (
        <>
          <TransferInstructions
            details={{
              ...payment.instructions,
              // In installments: the next one to pay, with its own reference (the list below has them all).
              reference: nextInstallment?.reference ?? payment.reference,
              amount: { value: nextInstallment?.amount ?? payment.amount, currency: payment.currency },
            }}
            onDownload={() => void pdf.start()}
            downloading={pdf.busy}
            actions={
              <Button variant="ghost" asChild>
                <Link href={`/pay?order_id=${encodeURIComponent(payment.order_id)}`}>{t('confirm.changeMethod')}</Link>
              </Button>
            }
          />
          <TransferActions paymentId={paymentId} onChecked={retry} />
          {payment.installments && payment.installments.length > 0 ? (
            <InstallmentList paymentId={paymentId} installments={payment.installments} locale={locale} onRefreshed={retry} />
          ) : null}
          <p className="flex items-center gap-2 text-sm text-fg-muted">
            <Spinner size="sm" label={null} /> {t('confirm.waiting')}
          </p>
        </>
      )}
    </section>
  );
}
