import type { ReactNode } from 'react';
import { useDomainText } from '../../i18n/useDomainText';
import { Button } from '../../primitives/Button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../primitives/Dialog';
import { orderHelpMessages } from './orderHelpMessages';
import { orderMessages } from './orderMessages';

export interface OrderConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Confirm: the form sends the order. */
  onConfirm: () => void;
  /**
   * What the payer is about to pay: payee, amount, student, payer; the estimate in the payer's
   * currency and the points used when the form has them (formatted server figures).
   */
  summary: {
    payee: string;
    amount: ReactNode;
    student: string;
    payer: string;
    estimate?: ReactNode;
    points?: ReactNode;
  };
  container?: HTMLElement | null;
}

/**
 * The order form's confirm modal (spec 001 section 2): a last look at what is being paid, with
 * Return to Edit (nothing is lost) and Confirm (the agreement is accepted by confirming).
 */
export function OrderConfirmDialog({ open, onOpenChange, onConfirm, summary, container }: OrderConfirmDialogProps) {
  const t = useDomainText(orderMessages);
  const help = useDomainText(orderHelpMessages);
  const rows: [string, ReactNode][] = [
    [t('order.confirm.payee'), summary.payee],
    [t('order.confirm.amount'), summary.amount],
    ...(summary.estimate ? [[help('confirm.estimate'), summary.estimate] as [string, ReactNode]] : []),
    ...(summary.points ? [[help('confirm.points'), summary.points] as [string, ReactNode]] : []),
    [t('order.confirm.student'), summary.student],
    [t('order.confirm.payer'), summary.payer],
  ];
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="sm" container={container} data-slot="order-confirm-dialog">
        <DialogHeader>
          <DialogTitle>{t('order.confirm.title')}</DialogTitle>
          <DialogDescription>{t('order.confirm.description')}</DialogDescription>
        </DialogHeader>
        <dl className="flex flex-col gap-2 text-sm">
          {rows.map(([label, value]) => (
            <div key={label} className="flex gap-3" data-slot="order-confirm-row">
              <dt className="w-24 shrink-0 text-fg-muted">{label}</dt>
              <dd className="m-0 min-w-0 flex-1 break-words font-medium text-fg">{value}</dd>
            </div>
          ))}
        </dl>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary">{t('order.confirm.edit')}</Button>
          </DialogClose>
          <Button data-slot="order-confirm" onClick={onConfirm}>
            {t('order.confirm.ok')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
