import { useState } from 'react';
import { isSuccess } from '@edupay/forms/contract';
import { useLocation, useSearch } from 'wouter';
import { useSnapshot } from 'valtio';
import { Alert, Button, Spinner } from '@edupay/ui';
import { bindPartnerOrder } from '../api/partners';
import { useAppText } from '../i18n/useAppText';
import { openLogin } from '../store/dialogs';
import { store } from '../store/store';
import { PartnerOrderSummary, partnerName } from './third/PartnerOrderSummary';
import { rememberThirdPartyOrder } from './third/thirdPartyContext';
import { thirdPartyMessages } from './third/thirdPartyMessages';
import { usePartnerPayInfo } from './third/usePartnerPayInfo';

/**
 * /order_third?token= (spec 001 section 2: third-party order entry, no login to open it): the order a
 * partner made for the payer. The payer checks it, logs in or registers if needed, and confirms: the
 * order becomes theirs (bind_api_order) and they go on to /payment. A link that is invalid, expired,
 * withdrawn or already another account's shows the server's reason and nothing of the order.
 */
export default function OrderThirdPage() {
  const t = useAppText(thirdPartyMessages);
  const { locale, user_name: userName } = useSnapshot(store);
  const [, navigate] = useLocation();
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  // After a login the same link may be the caller's own order: asked again when the user changes.
  const { load, retry } = usePartnerPayInfo(token ? { token } : null, userName);
  const [binding, setBinding] = useState(false);
  const [refusal, setRefusal] = useState('');
  const info = load.kind === 'ready' ? load.info : null;
  const partner = info ? partnerName(info, locale) : '';

  const proceed = (orderId: string, paid: boolean) => {
    rememberThirdPartyOrder(orderId);
    navigate(paid ? `/result_third?order_id=${encodeURIComponent(orderId)}` : `/payment?order_id=${encodeURIComponent(orderId)}`);
  };
  const confirm = async () => {
    setBinding(true);
    setRefusal('');
    try {
      const answer = await bindPartnerOrder(token);
      if (isSuccess(answer) && answer.data) proceed(answer.data.order_id, answer.data.paid === 1);
      else setRefusal(answer.message ?? '');
    } catch {
      setRefusal(t('third.payment.failed'));
    } finally {
      setBinding(false);
    }
  };

  return (
    <section className="mx-auto flex max-w-2xl flex-col gap-6 px-6 py-12" data-testid="order-third" data-state={load.kind}>
      <h1 className="text-2xl font-semibold text-fg">{info ? t('third.title', { partner }) : load.kind === 'loading' ? t('third.titleLoading') : t('third.invalid.title')}</h1>
      {load.kind === 'loading' ? (
        <p className="flex items-center gap-2 text-fg-muted" role="status">
          <Spinner label={null} /> {t('third.loading')}
        </p>
      ) : null}
      {load.kind === 'refused' || !token ? (
        <>
          <Alert tone="error" description={load.kind === 'refused' && load.message ? load.message : t('third.invalid.title')} />
          <p className="m-0 text-fg-muted">{t('third.invalid.help')}</p>
        </>
      ) : null}
      {load.kind === 'failed' ? (
        <Alert tone="error" description={t('third.payment.failed')} action={<Button variant="secondary" size="sm" onClick={retry}>{t('third.retry')}</Button>} />
      ) : null}
      {info ? (
        <>
          <p className="m-0 text-fg">{t('third.intro', { partner })}</p>
          <PartnerOrderSummary info={info} />
          {refusal ? <Alert tone="error" description={refusal} /> : null}
          {info.state === 'yours' ? (
            <>
              <p className="m-0 text-fg">{info.paid === 1 ? t('third.paid') : t('third.yours')}</p>
              <div className="flex flex-wrap gap-2">
                <Button onClick={() => proceed(info.order_id, info.paid === 1)}>{info.paid === 1 ? t('third.viewResult') : t('third.continue')}</Button>
              </div>
            </>
          ) : !userName ? (
            <>
              <p className="m-0 text-fg">{t('third.loginNeeded')}</p>
              <div className="flex flex-wrap gap-2">
                <Button onClick={(event) => openLogin('sms', {}, event.currentTarget)}>{t('third.login')}</Button>
              </div>
            </>
          ) : (
            <div className="flex flex-wrap gap-2">
              <Button onClick={() => void confirm()} loading={binding}>
                {t('third.confirm')}
              </Button>
            </div>
          )}
        </>
      ) : null}
    </section>
  );
}
