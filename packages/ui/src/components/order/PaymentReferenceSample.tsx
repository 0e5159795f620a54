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

export interface PaymentReferenceSampleProps {
  /** Open at first (stories, a help link); the payer opens it from the link otherwise. */
  defaultOpen?: boolean;
  container?: HTMLElement | null;
}

/**
 * A sample bill: a five-digit invoice number (the spec's partner) and a student ID of nine digits
 * starting with 100 (`match100num9`), and the reference a payer types from them.
 */
const SAMPLE = { invoice: '20567', studentId: '100123456', name: 'ZHANG SAN' } as const;

/**
 * The payment-reference sample modal (spec 001 section 2), opened from a link beside the reference
 * field: what a payment reference is, where to find it, and a sample. Escape or "Got it" closes the
 * modal only, and focus goes back to the link (Radix Dialog).
 */
export function PaymentReferenceSample({ defaultOpen, container }: PaymentReferenceSampleProps) {
  const t = useDomainText(orderHelpMessages);
  const rows: [string, string][] = [
    [t('reference.sample.invoice'), SAMPLE.invoice],
    [t('reference.sample.studentId'), SAMPLE.studentId],
    [t('reference.sample.name'), SAMPLE.name],
  ];
  return (
    <Dialog {...(defaultOpen ? { defaultOpen } : {})}>
      <DialogTrigger asChild>
        <Button
          type="button"
          variant="link"
          size="sm"
          data-slot="payment-reference-sample-trigger"
          className="self-start"
        >
          {t('reference.open')}
        </Button>
      </DialogTrigger>
      <DialogContent size="md" container={container} data-slot="payment-reference-sample">
        <DialogHeader>
          <DialogTitle>{t('reference.title')}</DialogTitle>
          <DialogDescription>{t('reference.what')}</DialogDescription>
        </DialogHeader>
        <p className="m-0 text-sm text-fg">{t('reference.where')}</p>
        <figure className="m-0 flex flex-col gap-2 rounded-md border border-line p-4">
          <figcaption className="text-sm font-semibold text-fg">{t('reference.sample')}</figcaption>
          <dl className="m-0 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            {rows.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="text-fg-muted">{label}</dt>
                <dd className="m-0 font-mono text-fg">{value}</dd>
              </div>
            ))}
            <dt className="font-medium text-fg">{t('reference.sample.reference')}</dt>
            <dd data-slot="payment-reference-sample-value" className="m-0 font-mono font-semibold text-fg">
              {`${SAMPLE.invoice} ${SAMPLE.studentId} ${SAMPLE.name}`}
            </dd>
          </dl>
        </figure>
        <DialogFooter>
          <DialogClose asChild>
            <Button type="button">{t('reference.close')}</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
