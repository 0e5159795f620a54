import { useEffect, useState } from 'react';
import { isSuccess } from '@edupay/forms/contract';
import { useSearch } from 'wouter';
import { useSnapshot } from 'valtio';
import { Alert, Money, OrderProgress, Spinner } from '@edupay/ui';
import { orderTrack, type OrderTrack } from '../api/orders';
import { useAppText } from '../i18n/useAppText';
import { store } from '../store/store';
import { orderDetailMessages } from './userCenter/orderDetailMessages';
import { trackMessages } from './track/trackMessages';

type Load = { kind: 'loading' } | { kind: 'ready'; track: OrderTrack } | { kind: 'invalid' };

/**
 * /track?order_id&expires&sig (no login): what a payer's shared tracking link shows to family or the
 * school: the payee, the amount, the four-stage progress and what happens next. The server signs and
 * checks the link and answers nothing personal (no names, identity numbers or bank details).
 */
export default function TrackPage() {
  const t = useAppText(trackMessages);
  const next = useAppText(orderDetailMessages);
  const { locale } = useSnapshot(store);
  const search = useSearch();
  const [load, setLoad] = useState<Load>({ kind: 'loading' });

  useEffect(() => {
    const params = new URLSearchParams(search);
    let current = true;
    orderTrack({ order_id: params.get('order_id') ?? '', expires: params.get('expires') ?? '', sig: params.get('sig') ?? '' }).then(
      (answer) => current && setLoad(isSuccess(answer) && answer.data ? { kind: 'ready', track: answer.data } : { kind: 'invalid' }),
      () => current && setLoad({ kind: 'invalid' }),
    );
    return () => {
      current = false;
    };
  }, [search, locale]);

  const when = (iso: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Shanghai' }).format(new Date(iso));
  const track = load.kind === 'ready' ? load.track : null;
  return (
    <section className="mx-auto flex max-w-4xl flex-col gap-6 px-6 py-12">
      <h1 className="text-2xl font-semibold text-fg">{t('track.title')}</h1>
      {load.kind === 'loading' ? (
        <p className="flex items-center gap-2 text-fg-muted" role="status">
          <Spinner label={null} /> {t('track.loading')}
        </p>
      ) : null}
      {load.kind === 'invalid' ? <Alert tone="error" description={t('track.invalid')} /> : null}
      {track ? (
        <div className="flex flex-col gap-6 rounded-lg border border-line bg-surface p-6" data-testid="track">
          <div className="flex flex-col gap-1">
            <h2 className="text-lg font-semibold text-fg">{locale === 'en' ? track.institution : track.institution_zh || track.institution}</h2>
            <p className="m-0 text-sm text-fg-muted">{t('track.order', { orderNo: track.order_no })}</p>
            <p className="m-0 text-fg">
              {t('track.amount')}: <Money value={track.amount} currency={track.currency} locale={locale} className="font-semibold" />
            </p>
          </div>
          <OrderProgress stages={track.progress} result={track.result} />
          <section aria-labelledby="track-next" className="flex flex-col gap-2">
            <h2 id="track-next" className="text-base font-semibold text-fg">
              {t('track.nextTitle')}
            </h2>
            <p className="m-0 text-fg">{next(`orderDetail.next.${track.next_step}`)}</p>
            {track.on_hold === 1 ? <Alert tone="warning" description={t('track.onHold', { until: track.hold_until ? when(track.hold_until) : 'none' })} /> : null}
          </section>
          <p className="m-0 text-sm text-fg-muted">{t('track.readOnly')}</p>
        </div>
      ) : null}
    </section>
  );
}
