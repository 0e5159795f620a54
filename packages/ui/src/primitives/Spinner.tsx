import type { ComponentProps } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../lib/cn';
import { useEduPay } from '../provider/useEduPay';

const spinnerVariants = cva('inline-block animate-spin rounded-full border-current border-r-transparent', {
  variants: {
    size: { sm: 'size-4 border-2', md: 'size-6 border-2', lg: 'size-10 border-4' },
  },
  defaultVariants: { size: 'md' },
});

export interface SpinnerProps extends Omit<ComponentProps<'span'>, 'children'>, VariantProps<typeof spinnerVariants> {
  /** Spoken name; defaults to the locale's "Loading". Pass `label={null}` when a parent already says it (e.g. a loading Button). */
  label?: string | null;
}

/**
 * A busy indicator. With a label it is an image named by it (not a live region: what starts the
 * wait announces it through the kit's live region if it must be heard); without, it is decoration.
 */
export function Spinner({ size, label, className, ...props }: SpinnerProps) {
  const { t } = useEduPay();
  const name = label === null ? undefined : (label ?? t('spinner.label'));
  return (
    <span
      data-slot="spinner"
      data-size={size ?? 'md'}
      role={name ? 'img' : undefined}
      aria-label={name}
      aria-hidden={name ? undefined : true}
      className={cn(spinnerVariants({ size }), className)}
      {...props}
    />
  );
}
