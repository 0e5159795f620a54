import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../../lib/cn';

export interface OrderSectionProps extends Omit<ComponentProps<'section'>, 'title'> {
  title: ReactNode;
  children: ReactNode;
}

/** One section of the order form (spec 001 section 2): a landmark named by its heading. */
export function OrderSection({ title, children, className, ...props }: OrderSectionProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={cn('flex flex-col gap-4 rounded-lg border border-line bg-surface p-5', className)}
      {...props}
    >
      <h2 id={headingId} className="text-lg font-semibold text-fg">
        {title}
      </h2>
      {children}
    </section>
  );
}
