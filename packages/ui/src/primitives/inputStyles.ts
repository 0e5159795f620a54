import { cn } from '../lib/cn';

/** The look shared by every text-like control (text, password, phone, select), so they line up in a form. */
export function inputClassName(invalid: boolean, className?: string): string {
  return cn(
    'h-10 w-full rounded-md border bg-surface px-3 text-sm text-fg placeholder:text-fg-muted',
    'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-focus',
    'disabled:cursor-not-allowed disabled:bg-surface-muted disabled:text-fg-muted',
    invalid ? 'border-danger' : 'border-line-strong',
    className,
  );
}
