import type { ReactNode } from 'react';

/**
 * One term and its value in a card's definition list. `narrow` for the side card (the manager's),
 * whose values need the room more than its short terms do.
 */
export function InfoRow({ label, narrow = false, children }: { label: string; narrow?: boolean; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 sm:flex-row sm:gap-4">
      <dt className={`shrink-0 text-fg-muted ${narrow ? 'sm:w-24' : 'sm:w-40'}`}>{label}</dt>
      <dd className="m-0 min-w-0 flex-1 break-words text-fg">{children}</dd>
    </div>
  );
}
