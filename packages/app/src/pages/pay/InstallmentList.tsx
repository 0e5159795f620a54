import { useState } from 'react';
import { Button, formatMoney } from '@edupay/ui';
import { refreshInstallments, type Installment } from '../../api/payments';
import { useAppText } from '../../i18n/useAppText';
import { installmentMessages } from './installmentMessages';

export interface InstallmentListProps {
  paymentId: string;
  installments: readonly Installment[];
  locale: string;
  /** Called after a refresh so the page shows the payment as it now is. */
  onRefreshed: () => void;
}

/**
 * The installments of a bank transfer on /pay_confirm: each with its amount, day, own reference and
 * status; "Refresh status" asks the bank again (refresh_insallment).
 */
export function InstallmentList({ paymentId, installments, locale, onRefreshed }: InstallmentListProps) {
  const t = useAppText(installmentMessages);
  const [busy, setBusy] = useState(false);
  const refresh = async () => {
    setBusy(true);
    try {
      await refreshInstallments(paymentId);
      onRefreshed();
    } catch {
      // The response policy told the payer; the list stays as it was.
    } finally {
      setBusy(false);
    }
  };
  return (
    <section aria-labelledby="installments-heading" className="flex flex-col gap-3">
      <h2 id="installments-heading" className="m-0 text-lg font-semibold text-fg">
        {t('installments.list')}
      </h2>
      <p className="m-0 text-sm text-fg-muted">{t('installments.each')}</p>
      <div className="overflow-x-auto">
        <table className="w-full border-collapse text-sm" data-testid="installment-list">
          <thead>
            <tr className="border-b border-border text-left text-fg-muted">
              <th scope="col" className="py-2 pr-3 font-medium">{t('installments.col.seq')}</th>
              <th scope="col" className="py-2 pr-3 font-medium">{t('installments.col.amount')}</th>
              <th scope="col" className="py-2 pr-3 font-medium">{t('installments.col.payOn')}</th>
              <th scope="col" className="py-2 pr-3 font-medium">{t('installments.col.reference')}</th>
              <th scope="col" className="py-2 font-medium">{t('installments.col.status')}</th>
            </tr>
          </thead>
          <tbody>
            {installments.map((i) => (
              <tr key={i.installment_id} className="border-b border-border" data-status={i.status}>
                <td className="py-2 pr-3">{i.seq}</td>
                <td className="py-2 pr-3 tabular-nums">{formatMoney({ value: i.amount, currency: i.currency, locale }).text}</td>
                <td className="py-2 pr-3 tabular-nums">{i.pay_on}</td>
                <td className="py-2 pr-3 font-mono">{i.reference}</td>
                <td className="py-2">{i.status_label}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div>
        <Button variant="secondary" size="sm" onClick={() => void refresh()} loading={busy}>
          {t('installments.refresh')}
        </Button>
      </div>
    </section>
  );
}
