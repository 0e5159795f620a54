import { useEduPay } from '../../provider/useEduPay';
import { useDomainText } from '../../i18n/useDomainText';
import { installmentMessages } from './installmentMessages';
import type { Installment } from './lifecycleTypes';

/** InstallmentSchedule's words: headers, each row's status and date (Beijing time), and how many are paid. */
export function useInstallmentSchedule(installments: readonly Installment[]) {
  const t = useDomainText(installmentMessages);
  const { intl } = useEduPay();
  const paid = installments.filter((i) => i.status === 'paid').length;
  return {
    t,
    summary: t('installment.paidOf', { paid, count: installments.length }),
    rows: installments.map((i, n) => ({
      key: `${n}-${i.at ?? ''}`,
      number: n + 1,
      installment: i,
      status: t(`installment.status.${i.status}`),
      time: i.at ? intl.formatDate(i.at, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Shanghai' }) : '',
    })),
  };
}
