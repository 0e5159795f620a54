import { useState } from 'react';
import { isSuccess } from '@edupay/forms/contract';
import { useSnapshot } from 'valtio';
import { Button, TextField, useToast } from '@edupay/ui';
import { orderTrackLink } from '../../api/orders';
import { useAppText } from '../../i18n/useAppText';
import { store } from '../../store/store';
import { orderDetailMessages } from './orderDetailMessages';

/**
 * A read-only tracking link the payer can hand to family or the school (signed, expiring, no login;
 * the /track page shows the four stages and what happens next, nothing personal).
 */
export function TrackLinkShare({ orderId }: { orderId: string }) {
  const t = useAppText(orderDetailMessages);
  const { locale } = useSnapshot(store);
  const toast = useToast();
  const [link, setLink] = useState<{ url: string; expires_at: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const make = async () => {
    setBusy(true);
    try {
      const answer = await orderTrackLink(orderId);
      if (isSuccess(answer) && answer.data) setLink(answer.data);
    } catch {
      // The response policy told the payer already.
    } finally {
      setBusy(false);
    }
  };
  const copy = async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link.url);
      toast.show(t('orderDetail.shareCopied'), { tone: 'success' });
    } catch {
      // No clipboard (insecure origin, refused): the field is selectable.
    }
  };
  const date = (iso: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'Asia/Shanghai' }).format(new Date(iso));
  return (
    <section aria-labelledby="order-share" className="flex flex-col gap-2">
      <h3 id="order-share" className="text-base font-semibold text-fg">
        {t('orderDetail.shareTitle')}
      </h3>
      <p className="m-0 text-sm text-fg-muted">{t('orderDetail.shareIntro')}</p>
      {link ? (
        <div className="flex flex-col gap-2">
          <TextField label={t('orderDetail.shareLink')} value={link.url} readOnly hint={t('orderDetail.shareExpires', { date: date(link.expires_at) })} onFocus={(e) => e.currentTarget.select()} />
          <div>
            <Button variant="secondary" onClick={() => void copy()}>
              {t('orderDetail.shareCopy')}
            </Button>
          </div>
        </div>
      ) : (
        <div>
          <Button variant="secondary" loading={busy} onClick={() => void make()}>
            {t('orderDetail.shareMake')}
          </Button>
        </div>
      )}
    </section>
  );
}
