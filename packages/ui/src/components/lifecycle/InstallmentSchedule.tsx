import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { Money } from '../../primitives/Money';
import { useInstallmentSchedule } from './useInstallmentSchedule';
import type { Installment } from './lifecycleTypes';

export interface InstallmentScheduleProps extends Omit<ComponentProps<'table'>, 'children'> {
  /** The order's installments in order, as the server answers them. */
  installments: readonly Installment[];
}

/**
 * An order's installments (spec 001 sections 3-4): number, amount, status in the spec's words,
 * time and purpose, with how many are paid in the caption. A table: a screen reader reads each
 * cell with its column header.
 */
export function InstallmentSchedule({ installments, className, ...props }: InstallmentScheduleProps) {
  const { t, summary, rows } = useInstallmentSchedule(installments);
  return (
    <table data-slot="installment-schedule" className={cn('w-full border-collapse text-sm', className)} {...props}>
      <caption className="pb-2 text-left font-semibold text-fg">
        {t('installment.caption')} <span className="font-normal text-fg-muted">({summary})</span>
      </caption>
      <thead>
        <tr className="border-b border-line text-left text-fg-muted">
          <th scope="col" className="py-2 pr-3 font-medium">
            {t('installment.number')}
          </th>
          <th scope="col" className="py-2 pr-3 font-medium">
            {t('installment.amount')}
          </th>
          <th scope="col" className="py-2 pr-3 font-medium">
            {t('installment.status')}
          </th>
          <th scope="col" className="py-2 pr-3 font-medium">
            {t('installment.time')}
          </th>
          <th scope="col" className="py-2 font-medium">
            {t('installment.purpose')}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} data-status={row.installment.status} className="border-b border-line">
            <td className="py-2 pr-3 text-fg">{row.number}</td>
            <td className="py-2 pr-3 text-fg">
              <Money value={row.installment.amount} currency={row.installment.currency} />
            </td>
            <td
              className={cn(
                'py-2 pr-3',
                row.installment.status === 'paid'
                  ? 'font-semibold text-fg'
                  : row.installment.status === 'failed'
                    ? 'text-danger'
                    : 'text-fg-muted',
              )}
            >
              {row.status}
            </td>
            <td className="py-2 pr-3 text-fg-muted">{row.time}</td>
            <td className="py-2 text-fg">{row.installment.purpose}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
