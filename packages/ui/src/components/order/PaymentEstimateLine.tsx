import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { formatMoney } from '../../lib/formatMoney';
import { useDomainText } from '../../i18n/useDomainText';
import { Button } from '../../primitives/Button';
import { Spinner } from '../../primitives/Spinner';
import { useEduPay } from '../../provider/useEduPay';
import { orderHelpMessages } from './orderHelpMessages';
import type { PaymentEstimateState } from './usePaymentEstimate';

export interface PaymentEstimateLineProps extends Omit<ComponentProps<'div'>, 'children'> {
  /** From `usePaymentEstimate` (or the page's own estimate call). */
  state: PaymentEstimateState;
  /** Ask again after an error. */
  onRetry?: () => void;
}

/**
 * The payment estimate under the amount (spec 001 section 3): "enter an amount", loading, the
 * server's rate and the approximate amount in the payer's currency (after points when used), or the
 * error with Try again. It shows decimal strings the server computed; it is not a live region (the
 * hook announces through the kit's one region).
 */
export function PaymentEstimateLine({ state, onRetry, className, ...props }: PaymentEstimateLineProps) {
  const t = useDomainText(orderHelpMessages);
  const { locale, intl } = useEduPay();
  const money = (value: string, currency: string) => formatMoney({ value, currency, locale }).text;
  return (
    <div
      data-slot="payment-estimate"
      data-state={state.status}
      aria-busy={state.status === 'loading' ? true : undefined}
      className={cn('flex flex-col gap-1 rounded-md bg-surface-muted px-4 py-3 text-sm', className)}
      {...props}
    >
      <span className="font-medium text-fg">{t('estimate.label')}</span>
      {state.status === 'empty' ? <span className="text-fg-muted">{t('estimate.empty')}</span> : null}
      {state.status === 'loading' ? (
        <span className="flex items-center gap-2 text-fg-muted">
          <Spinner size="sm" label={null} /> {t('estimate.loading')}
        </span>
      ) : null}
      {state.status === 'error' ? (
        <span className="flex flex-wrap items-center gap-2">
          <span data-slot="payment-estimate-error" className="text-danger">
            {state.message}
          </span>
          {onRetry ? (
            <Button type="button" size="sm" variant="secondary" onClick={onRetry}>
              {t('estimate.retry')}
            </Button>
          ) : null}
        </span>
      ) : null}
      {state.status === 'ready' ? (
        <>
          <span data-slot="payment-estimate-amount" className="text-base font-semibold text-fg">
            {t('estimate.amount', { amount: money(state.estimate.payer_amount, state.estimate.payer_currency) })}
          </span>
          {state.estimate.points_used > 0 ? (
            <span data-slot="payment-estimate-after-points" className="text-fg">
              {t('estimate.afterPoints', {
                amount: money(state.estimate.payer_amount_after_points, state.estimate.payer_currency),
                points: state.estimate.points_used,
              })}
            </span>
          ) : null}
          <span data-slot="payment-estimate-rate" className="text-fg">
            {t('estimate.rate', {
              foreign: state.estimate.foreign_currency,
              rate: state.estimate.rate,
              payer: state.estimate.payer_currency,
            })}
          </span>
          <span className="text-fg-muted">
            {t('estimate.note', {
              date: intl.formatDate(`${state.estimate.rates_as_of}T00:00:00Z`, {
                dateStyle: 'medium',
                timeZone: 'UTC',
              }),
            })}
          </span>
        </>
      ) : null}
    </div>
  );
}
