import { useState } from 'react';
import { PRICE_CHANGE_WINDOW_HOURS } from '@edupay/forms';
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
  DialogTrigger,
} from '../../primitives/Dialog';
import { orderHelpMessages } from './orderHelpMessages';

export interface OrderAgreementDialogProps {
  /** "I agree": the form ticks its agreement checkbox. */
  onAccept: () => void;
  defaultOpen?: boolean;
  container?: HTMLElement | null;
}

const ADVISORY = [
  'agreement.advisory.payer',
  'agreement.advisory.mobile',
  'agreement.advisory.remittance',
  'agreement.advisory.quote',
] as const;
const PRICE = [
  'agreement.price.change',
  'agreement.price.noChoice',
  'agreement.price.unapproved',
  'agreement.price.remitted',
] as const;

/** The numbers the terms state, from the constants the server enforces (never typed into the text). */
const TERMS = { hours: PRICE_CHANGE_WINDOW_HOURS };

/**
 * The order form's agreement modal (spec 001 sections 2, 4 and 9): the payment advisory agreement
 * and the price-change agreement, opened from the link beside the agreement checkbox. Read with the
 * keyboard (the text scrolls inside the modal, focus stays in it), then "I agree" ticks the box and
 * closes, or Close / Escape leaves it as it was; focus returns to the link either way.
 */
export function OrderAgreementDialog({ onAccept, defaultOpen = false, container }: OrderAgreementDialogProps) {
  const t = useDomainText(orderHelpMessages);
  const [open, setOpen] = useState(defaultOpen);
  const part = (title: string, keys: readonly (typeof ADVISORY)[number][] | readonly (typeof PRICE)[number][]) => (
    <section className="flex flex-col gap-2">
      <h3 className="m-0 text-sm font-semibold text-fg">{title}</h3>
      <ol className="m-0 flex list-decimal flex-col gap-1.5 pl-5 text-sm text-fg">
        {keys.map((key) => (
          <li key={key}>{t(key, TERMS)}</li>
        ))}
      </ol>
    </section>
  );
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button type="button" variant="link" size="sm" data-slot="order-agreement-trigger" className="self-start">
          {t('agreement.open')}
        </Button>
      </DialogTrigger>
      <DialogContent size="lg" container={container} data-slot="order-agreement">
        <DialogHeader>
          <DialogTitle>{t('agreement.title')}</DialogTitle>
          <DialogDescription>{t('agreement.description')}</DialogDescription>
        </DialogHeader>
        {part(t('agreement.advisory'), ADVISORY)}
        {part(t('agreement.price'), PRICE)}
        <DialogFooter>
          <DialogClose asChild>
            <Button type="button" variant="secondary">
              {t('agreement.close')}
            </Button>
          </DialogClose>
          <Button
            type="button"
            data-slot="order-agreement-accept"
            onClick={() => {
              onAccept();
              setOpen(false);
            }}
          >
            {t('agreement.accept')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
