import {
  Alert,
  Button,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  formatMoney,
  InstallmentField,
} from '@edupay/ui';
import { useAppText } from '../../i18n/useAppText';
import { installmentMessages } from './installmentMessages';
import { hundredthsText, type InstallmentPlanState } from './useInstallmentPlan';

export interface InstallmentDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  plan: InstallmentPlanState;
  total: string;
  currency: string;
  max: string;
  /** '' when the currency has no daily limit. */
  maxPerDay: string;
  locale: string;
}

/**
 * The installment modal of /pay (spec 001 section 2; issue 17 item 4): one whole amount per
 * installment, the last one the rest of the total, shown and never typed. Each installment is a
 * group named by its number, so a screen reader hears which one a field belongs to.
 */
export function InstallmentDialog({ open, onOpenChange, plan, total, currency, max, maxPerDay, locale }: InstallmentDialogProps) {
  const t = useAppText(installmentMessages);
  const money = (value: string) => formatMoney({ value, currency, locale }).text;
  const last = plan.rows.length + 1;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="md" data-testid="installment-dialog">
        <DialogHeader>
          <DialogTitle>{t('installments.title')}</DialogTitle>
          <DialogDescription>
            {t('installments.rules', { max: money(max), total: money(total) })}
            {maxPerDay ? ` ${t('installments.rulesPerDay', { perDay: money(maxPerDay) })}` : ''}
          </DialogDescription>
        </DialogHeader>
        <ol className="m-0 flex list-none flex-col gap-3 p-0">
          {plan.rows.map((value, index) => (
            // Rows are positions in the plan, not records: the index is their identity.
            <li key={index}>
              <fieldset className="m-0 flex min-w-0 items-end gap-2 border-0 p-0">
                <legend className="mb-1 p-0 text-sm font-medium text-fg">{t('installments.row', { n: index + 1 })}</legend>
                <div className="flex-1">
                  <InstallmentField value={value} onChange={(v) => plan.setRow(index, v)} currency={currency} max={max} />
                </div>
                <Button variant="ghost" size="sm" onClick={() => plan.remove(index)} aria-label={t('installments.remove', { n: index + 1 })}>
                  ✕
                </Button>
              </fieldset>
            </li>
          ))}
          <li>
            <p className="m-0 text-sm text-fg" data-testid="installment-rest">
              <span className="font-medium">{t('installments.last', { n: last })}</span>
              {': '}
              {plan.rest !== null && plan.rest > 0n ? money(hundredthsText(plan.rest)) : '—'}
            </p>
          </li>
        </ol>
        {plan.restProblem ? (
          <Alert
            tone="warning"
            description={
              plan.restProblem.kind === 'reaches_total'
                ? t('installments.reachesTotal', { total: money(total) })
                : t('installments.restOverMax', { rest: money(hundredthsText(plan.restProblem.rest)), max: money(max) })
            }
          />
        ) : null}
        <div>
          <Button variant="secondary" size="sm" onClick={plan.add} disabled={plan.rows.length >= 19}>
            {t('installments.add')}
          </Button>
        </div>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="ghost">{t('installments.cancel')}</Button>
          </DialogClose>
          <Button
            disabled={!plan.valid}
            onClick={() => {
              plan.use();
              onOpenChange(false);
            }}
          >
            {t('installments.use')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
