import type { ComponentProps } from 'react';
import { useDomainText } from '../../i18n/useDomainText';
import { Checkbox } from '../../primitives/Checkbox';
import { Spinner } from '../../primitives/Spinner';
import { OrderSection } from './OrderSection';
import { orderHelpMessages } from './orderHelpMessages';
import type { PointsBalance } from './orderTypes';
import { PointsRulesDialog } from './PointsRulesDialog';

export interface ExclusiveBenefitsSectionProps extends Omit<ComponentProps<'section'>, 'title' | 'onChange'> {
  /** The payer's points (`/user/user_config`); `'loading'` while asked; null: none (e.g. no account). */
  points: PointsBalance | null | 'loading';
  /** "Use points for cash" (the form's `use_points`). */
  usePoints: { id?: string; checked: boolean; onChange: (next: boolean) => void };
  /** What the server's estimate says the points take off, formatted (shown under the choice). */
  applied?: { points: number; amount: string } | null;
}

/**
 * The Exclusive Benefits section of the order form (spec 001 sections 2 and 9): the payer's points
 * balance, "use points for cash" (at most 200 an order, 1 point = 1.00 RMB: the server applies the
 * limit, the section only says it), the points-rules modal, and where coupons are chosen.
 */
export function ExclusiveBenefitsSection({ points, usePoints, applied, ...props }: ExclusiveBenefitsSectionProps) {
  const t = useDomainText(orderHelpMessages);
  const usable = points !== null && points !== 'loading' && points.balance > 0;
  return (
    <OrderSection title={t('benefits.title')} data-slot="exclusive-benefits" {...props}>
      {points === 'loading' ? (
        <p className="m-0 flex items-center gap-2 text-sm text-fg-muted">
          <Spinner size="sm" label={null} /> {t('benefits.balanceLoading')}
        </p>
      ) : (
        <p data-slot="points-balance" className="m-0 text-sm text-fg">
          {usable ? t('benefits.balance', { points: points.balance }) : t('benefits.none')}
        </p>
      )}
      {usable ? (
        <Checkbox
          id={usePoints.id}
          label={t('benefits.usePoints')}
          hint={t('benefits.usePoints.hint', { max: points.max_per_order })}
          checked={usePoints.checked}
          onChange={usePoints.onChange}
        />
      ) : null}
      {usable && usePoints.checked && applied && applied.points > 0 ? (
        <p data-slot="points-applied" className="m-0 text-sm font-medium text-fg">
          {t('benefits.applied', { points: applied.points, amount: applied.amount })}
        </p>
      ) : null}
      <PointsRulesDialog />
      <p className="m-0 text-sm text-fg-muted">{t('benefits.coupons')}</p>
    </OrderSection>
  );
}
