import { useState } from 'react';
import { isSuccess } from '@edupay/forms/contract';
import { Button, useToast } from '@edupay/ui';
import { paymentGateway } from '../../api/payments';
import { priceChangeChoice, type PriceChange } from '../../api/pricing';
import { useAppText } from '../../i18n/useAppText';
import { ConfirmStepDialog } from './ConfirmStepDialog';
import { InfoRow } from './InfoRow';
import { priceMessages } from './priceMessages';

/**
 * The payer's choice after a price change (issue 17 item 8; spec 001 section 4): both prices and
 * the difference as the server computed them, the deadline, and the two ways out. The top-up is a
 * quote for the difference paid on the provider's card page (one Idempotency-Key per attempt); the
 * refund asks first, as every change the payer cannot take back does.
 */
export function PriceChangePanel({
  orderId,
  change,
  paid,
  locale,
  onChanged,
  headingLevel = 3,
}: {
  orderId: string;
  change: PriceChange;
  paid: string;
  locale: string;
  onChanged: () => void;
  /** The panel's heading level where it sits: 3 in the order detail, 2 on the payment result page. */
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const t = useAppText(priceMessages);
  const toast = useToast();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Shanghai' }).format(new Date(change.decide_by));

  const topUp = async () => {
    setBusy(true);
    try {
      const chosen = await priceChangeChoice(orderId, 'top_up', 'card');
      const quote = isSuccess(chosen) ? chosen.data?.top_up_quote : null;
      if (!quote) return;
      const payment = await paymentGateway(quote.quote_id, crypto.randomUUID());
      if (isSuccess(payment) && payment.data?.redirect_url) window.location.assign(payment.data.redirect_url);
    } catch {
      // The response policy told the payer.
    } finally {
      setBusy(false);
    }
  };

  const refund = async () => {
    setBusy(true);
    try {
      const answer = await priceChangeChoice(orderId, 'refund');
      if (isSuccess(answer)) {
        toast.show(answer.message ?? '', { tone: 'success' });
        onChanged();
      }
    } catch {
      // The response policy told the payer.
    } finally {
      setBusy(false);
      setAsking(false);
    }
  };

  if (change.status !== 'awaiting_choice') {
    return (
      <p className="m-0 rounded-md border border-line bg-surface-muted p-4 text-sm text-fg" data-testid="price-change-done">
        {t(`price.change.done.${change.status}`)}
      </p>
    );
  }
  return (
    <section aria-labelledby="price-change-title" className="flex flex-col gap-3 rounded-md border border-warning bg-surface-muted p-4" data-testid="price-change">
      <Heading id="price-change-title" className="text-base font-semibold text-fg">
        {t('price.change.title')}
      </Heading>
      <p className="m-0 text-sm text-fg">{t('price.change.body', { threshold: change.threshold, currency: change.currency })}</p>
      <dl className="m-0 flex flex-col gap-2 text-sm">
        <InfoRow label={t('price.change.quoted', { rate: change.quoted_rate })}>
          {change.quoted_amount} {change.currency}
        </InfoRow>
        <InfoRow label={t('price.change.today', { rate: change.today_rate })}>
          {change.today_amount} {change.currency}
        </InfoRow>
        <InfoRow label={t('price.change.difference')}>
          <span data-testid="price-change-difference">
            {change.difference} {change.currency}
          </span>
        </InfoRow>
      </dl>
      <p className="m-0 text-sm font-medium text-fg">{t('price.change.deadline', { date })}</p>
      <div className="flex flex-wrap gap-2">
        <Button disabled={busy} onClick={() => void topUp()}>
          {t('price.change.topUp')}
        </Button>
        <Button variant="secondary" disabled={busy} onClick={() => setAsking(true)}>
          {t('price.change.refund')}
        </Button>
      </div>
      <ConfirmStepDialog
        open={asking}
        onOpenChange={setAsking}
        title={t('price.change.refundTitle')}
        body={t('price.change.refundBody', { amount: paid, currency: change.currency })}
        confirm={t('price.change.refundConfirm')}
        back={t('price.change.refundBack')}
        tone="danger"
        busy={busy}
        onConfirm={() => void refund()}
      />
    </section>
  );
}
