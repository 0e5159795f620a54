import { useDomainText } from '../../i18n/useDomainText';
import { paymentMessages } from './paymentMessages';
import { Money } from '../../primitives/Money';
import { Spinner } from '../../primitives/Spinner';
import type { MoneyValue } from './paymentTypes';
import { useAnnounceOnChange } from '../../provider/useAnnounceOnChange';
import { useEduPay } from '../../provider/useEduPay';
import { formatMoney } from '../../lib/formatMoney';

export interface PaymentTotalProps {
  /** The total the server computed for the current choices; null while it is being recomputed. */
  total: MoneyValue | null;
}

/**
 * The amount to pay, exactly as the server gave it. When the payer changes a choice and the parent
 * passes the new total, the kit's polite live region reads it without moving their place.
 */
export function PaymentTotal({ total }: PaymentTotalProps) {
  const t = useDomainText(paymentMessages);
  const { locale } = useEduPay();
  const amount = total ? spokenAmount(total, locale) : null;
  useAnnounceOnChange(amount && `${t('payment.total.label')} ${amount}`);
  return (
    <div
      data-slot="payment-total"
      data-state={total ? 'ready' : 'calculating'}
      className="flex flex-wrap items-baseline justify-between gap-2 rounded-md bg-surface-muted px-4 py-3"
    >
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

/** The total as text for the live region; nothing when Money itself would show "invalid amount". */
function spokenAmount(total: MoneyValue, locale: string): string | null {
  try {
    return formatMoney({ value: total.value, currency: total.currency, locale }).text;
  } catch {
    return null;
  }
}
