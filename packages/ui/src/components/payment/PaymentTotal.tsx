import { useDomainText } from '../../i18n/useDomainText';
import { paymentMessages } from './paymentMessages';
import { Money } from '../../primitives/Money';
import { Spinner } from '../../primitives/Spinner';
import type { MoneyValue } from './paymentTypes';

export interface PaymentTotalProps {
  /** The total the server computed for the current choices; null while it is being recomputed. */
  total: MoneyValue | null;
}

/**
 * The amount to pay, exactly as the server gave it. A polite live region: when the payer changes a
 * choice and the parent passes the new total, screen readers hear it without losing their place.
 */
export function PaymentTotal({ total }: PaymentTotalProps) {
  const t = useDomainText(paymentMessages);
  return (
    <div data-slot="payment-total" data-state={total ? 'ready' : 'calculating'} role="status" className="flex flex-wrap items-baseline justify-between gap-2 rounded-md bg-surface-muted px-4 py-3">
      <span className="text-sm font-medium text-fg">{t('payment.total.label')}</span>
      {total ? (
        <Money value={total.value} currency={total.currency} className="text-xl font-semibold text-fg" />
      ) : (
        <span className="inline-flex items-center gap-2 text-sm text-fg-muted">
          <Spinner size="sm" label={null} />
          {t('payment.total.calculating')}
        </span>
      )}
    </div>
  );
}
