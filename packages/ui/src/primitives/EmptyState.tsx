import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../lib/cn';
import { useEduPay } from '../provider/useEduPay';

export interface EmptyStateProps extends Omit<ComponentProps<'div'>, 'title'> {
  /** Defaults to the locale's "No data". */
  title?: ReactNode;
  description?: ReactNode;
  /** Replaces the default illustration. It is decoration: the title says what is empty. */
  icon?: ReactNode;
  /** What the user can do next, e.g. a Button "Add a payer". */
  action?: ReactNode;
}

/** What a list, table or search shows when it has nothing to show. */
export function EmptyState({ title, description, icon, action, className, ...props }: EmptyStateProps) {
  const { t } = useEduPay();
  return (
    <div
      data-slot="empty-state"
      className={cn('flex flex-col items-center gap-2 px-6 py-10 text-center', className)}
      {...props}
    >
      <div data-slot="empty-state-icon" aria-hidden="true" className="mb-2 text-fg-muted">
        {icon ?? <EmptyTrayIcon />}
      </div>
      <p data-slot="empty-state-title" className="text-base font-semibold text-fg">
        {title ?? t('empty.title')}
      </p>
      {description ? (
        <p data-slot="empty-state-description" className="max-w-sm text-sm text-fg-muted">
          {description}
        </p>
      ) : null}
      {action ? (
        <div data-slot="empty-state-action" className="mt-3">
          {action}
        </div>
      ) : null}
    </div>
  );
}

function EmptyTrayIcon() {
  return (
    <svg
      focusable="false"
      viewBox="0 0 48 48"
      className="size-12"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinejoin="round"
      strokeLinecap="round"
    >
      <path d="M6 28l6-16h24l6 16" />
      <path d="M6 28v10h36V28H32l-2 4H18l-2-4z" />
    </svg>
  );
}
