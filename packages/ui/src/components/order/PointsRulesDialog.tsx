import { useDomainText } from '../../i18n/useDomainText';
import { Button } from '../../primitives/Button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../primitives/Dialog';
import { orderHelpMessages } from './orderHelpMessages';

export interface PointsRulesDialogProps {
  defaultOpen?: boolean;
  container?: HTMLElement | null;
}

const RULES = ['benefits.rules.earned', 'benefits.rules.value', 'benefits.rules.max', 'benefits.rules.expiry'] as const;

/**
 * The points-rules modal of the Exclusive Benefits section (spec 001 sections 2 and 9): how points
 * were earned (accrual has stopped), what one is worth, the per-order maximum, no expiry. Opened from
 * its link; Escape closes it and focus returns to the link.
 */
export function PointsRulesDialog({ defaultOpen, container }: PointsRulesDialogProps) {
  const t = useDomainText(orderHelpMessages);
  return (
    <Dialog {...(defaultOpen ? { defaultOpen } : {})}>
      <DialogTrigger asChild>
        <Button type="button" variant="link" size="sm" data-slot="points-rules-trigger" className="self-start">
          {t('benefits.rules.open')}
        </Button>
      </DialogTrigger>
      <DialogContent size="md" container={container} data-slot="points-rules" aria-describedby={undefined}>
        <DialogHeader>
          <DialogTitle>{t('benefits.rules.title')}</DialogTitle>
        </DialogHeader>
        <ul className="m-0 flex list-disc flex-col gap-2 pl-5 text-sm text-fg">
          {RULES.map((rule) => (
            <li key={rule}>{t(rule)}</li>
          ))}
        </ul>
        <DialogFooter>
          <DialogClose asChild>
            <Button type="button">{t('benefits.rules.close')}</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
