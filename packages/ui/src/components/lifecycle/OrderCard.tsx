import { useId, type ComponentProps, type ElementType } from 'react';
import { cn } from '../../lib/cn';
import { Button } from '../../primitives/Button';
import { Money } from '../../primitives/Money';
import { useOrderCard } from './useOrderCard';
import type { OrderListRow } from './lifecycleTypes';

export interface OrderCardProps extends Omit<ComponentProps<'article'>, 'children'> {
  /** A row of /user/order_list or /user/smart_order_list. */
  order: OrderListRow;
  /** View order: the app opens the order detail. */
  onOpen: (order: OrderListRow) => void;
  /** The heading level of the payee in the page's outline; default h3. */
  headingLevel?: 2 | 3 | 4;
}

/**
 * One order in My Orders (spec 001 section 2): the payee, order number, amount, the stage it is in,
 * what happens next, "needs your action" when it waits for the payer, and by when (the hold's date,
 * or when an unpaid order closes itself). View order is described by the payee, so a list of cards
 * is told apart by a screen reader.
 */
export function OrderCard({ order, onOpen, headingLevel = 3, className, ...props }: OrderCardProps) {
  const text = useOrderCard(order);
  const headingId = useId();
  const Heading = `h${headingLevel}` as ElementType;
  return (
    <article
      data-slot="order-card"
      data-payer-acts={order.payer_acts === 1 ? '' : undefined}
      aria-labelledby={headingId}
      className={cn('flex flex-col gap-2 rounded-lg border border-line bg-surface p-4 shadow-sm', className)}
      {...props}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <Heading id={headingId} className="text-base font-semibold break-words text-fg">
          {text.title}
        </Heading>
        {text.yourTurn ? (
          <span
            data-slot="order-card-your-turn"
            className="rounded-full bg-primary-soft px-2 py-0.5 text-xs font-semibold text-primary"
          >
            {text.yourTurn}
          </span>
        ) : null}
      </div>
      <p className="m-0 text-sm text-fg-muted">{text.orderNo}</p>
      <p className="m-0 text-lg font-semibold text-fg">
        <Money value={order.amount} currency={order.currency} />
      </p>
      <p className="m-0 text-sm text-fg">
        <span className="font-medium">{text.stage}</span> · {text.next}
      </p>
      {text.deadline ? <p className="m-0 text-sm text-fg-muted">{text.deadline}</p> : null}
      <div className="flex justify-end">
        <Button
          variant="secondary"
          data-slot="order-card-open"
          aria-describedby={headingId}
          onClick={() => onOpen(order)}
        >
          {text.open}
        </Button>
      </div>
    </article>
  );
}
