import { useEffect } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { Alert, Button, Spinner } from '@edupay/ui';
import { useAppText } from '../i18n/useAppText';
import { rememberThirdPartyOrder } from './third/thirdPartyContext';
import { thirdPartyMessages } from './third/thirdPartyMessages';
import { usePartnerPayInfo } from './third/usePartnerPayInfo';

/**
 * /payment?order_id= (spec 001 section 2: third-party payment entry): the payer's partner order goes
 * on to the payment page everyone uses (/pay), with the tab remembering it came from a partner so the
 * result returns them there; a paid one goes to its result. `?token=` (a link) goes to /order_third first.
 */
export default function PaymentEntryPage() {
  const t = useAppText(thirdPartyMessages);
  const [, navigate] = useLocation();
  const params = new URLSearchParams(useSearch());
  const orderId = params.get('order_id') ?? '';
  const token = params.get('token') ?? '';
  const { load, retry } = usePartnerPayInfo(orderId && !token ? { order_id: orderId } : null);

  useEffect(() => {
    if (token) navigate(`/order_third?token=${encodeURIComponent(token)}`, { replace: true });
    else if (load.kind === 'ready') {
      rememberThirdPartyOrder(load.info.order_id);
      const id = encodeURIComponent(load.info.order_id);
      navigate(load.info.paid === 1 ? `/result_third?order_id=${id}` : `/pay?order_id=${id}`, { replace: true });
    }
  }, [token, load, navigate]);

  const refused = load.kind === 'refused' || load.kind === 'failed';
  return (
    <section className="mx-auto flex max-w-2xl flex-col gap-6 px-6 py-12" data-testid="payment-entry">
      <h1 className="text-2xl font-semibold text-fg">{refused ? t('third.payment.failed') : t('third.titleLoading')}</h1>
      {refused ? (
        <>
          <Alert
            tone="error"
            description={load.kind === 'refused' && load.message ? load.message : t('third.payment.failed')}
            action={load.kind === 'failed' ? <Button variant="secondary" size="sm" onClick={retry}>{t('third.retry')}</Button> : undefined}
          />
          <div>
            <Button variant="secondary" asChild>
              <Link href="/user_center">{t('third.payment.myOrders')}</Link>
            </Button>
          </div>
        </>
      ) : (
        <p className="flex items-center gap-2 text-fg-muted" role="status">
          <Spinner label={null} /> {t('third.payment.opening')}
        </p>
      )}
    </section>
  );
}
