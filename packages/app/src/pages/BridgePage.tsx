import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { Alert, Spinner } from '@edupay/ui';
import { useAppText } from '../i18n/useAppText';
import { rememberThirdPartyOrder } from './third/thirdPartyContext';
import { thirdPartyMessages } from './third/thirdPartyMessages';
import { usePartnerPayInfo } from './third/usePartnerPayInfo';

/**
 * /bridge?token= (spec 001 section 2: the bridge page): where a partner's site or a messaging-app
 * message links to. It checks the signed token with the server and forwards: an order nobody has
 * taken to /order_third, the caller's own to /payment (remembering the partner context), a paid one
 * to /result_third. An invalid, expired or withdrawn token stays here with the server's reason.
 */
export default function BridgePage() {
  const t = useAppText(thirdPartyMessages);
  const [, navigate] = useLocation();
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const { load } = usePartnerPayInfo(token ? { token } : null);

  useEffect(() => {
    if (load.kind !== 'ready') return;
    const { info } = load;
    if (info.state === 'open') return navigate(`/order_third?token=${encodeURIComponent(token)}`, { replace: true });
    rememberThirdPartyOrder(info.order_id);
    const id = encodeURIComponent(info.order_id);
    navigate(info.paid === 1 ? `/result_third?order_id=${id}` : `/payment?order_id=${id}`, { replace: true });
  }, [load, token, navigate]);

  const refused = load.kind === 'refused' || load.kind === 'failed';
  return (
    <section className="mx-auto flex max-w-2xl flex-col gap-6 px-6 py-12" data-testid="bridge" data-state={load.kind}>
      <h1 className="text-2xl font-semibold text-fg">{refused ? t('third.invalid.title') : t('bridge.title')}</h1>
      {refused ? (
        <>
          <Alert tone="error" description={load.kind === 'refused' && load.message ? load.message : t('third.payment.failed')} />
          <p className="m-0 text-fg-muted">{t('third.invalid.help')}</p>
        </>
      ) : (
        <p className="flex items-center gap-2 text-fg-muted" role="status">
          <Spinner label={null} /> {t('bridge.loading')}
        </p>
      )}
    </section>
  );
}
