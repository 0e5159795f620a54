import type { ComponentProps } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../lib/cn';
import { Slot } from '../lib/Slot';
import { Spinner } from './Spinner';

export const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 whitespace-nowrap font-medium transition-colors cursor-pointer focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus disabled:cursor-not-allowed disabled:opacity-50 aria-busy:cursor-progress',
  {
    variants: {
      variant: {
        primary: 'rounded-md bg-primary text-primary-contrast hover:bg-primary-hover',
        secondary: 'rounded-md border border-primary bg-surface text-primary hover:bg-primary-soft',
        ghost: 'rounded-md bg-transparent text-fg hover:bg-surface-muted',
        danger: 'rounded-md bg-danger text-white hover:bg-danger-hover',
        link: 'h-auto rounded-sm bg-transparent p-0 text-primary underline underline-offset-4 hover:text-primary-hover',
      },
      size: {
        sm: 'h-8 px-3 text-sm',
        md: 'h-10 px-4 text-sm',
        lg: 'h-12 px-6 text-base',
      },
      fullWidth: { true: 'w-full' },
    },
    compoundVariants: [{ variant: 'link', className: 'h-auto px-0' }],
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);

export interface ButtonProps extends ComponentProps<'button'>, VariantProps<typeof buttonVariants> {
  /** Shows a spinner, marks the button busy and ignores clicks, but keeps it focusable so focus is not lost mid-submit. */
  loading?: boolean;
  /**
   * What a screen reader hears after the label while `loading` ("Loading"). The primitive reads no
   * context, so a caller that shows `loading` passes it in its own language; without it the busy
   * state is still exposed through `aria-busy`.
   */
  loadingLabel?: string;
  /**
   * Render the single child element (a link, a router `Link`) with the button's look and props
   * instead of a `<button>` (the kit's Slot, Radix's contract). `type`, `loading` and `disabled` apply to buttons only.
   */
  asChild?: boolean;
}

export function Button({
  variant,
  size,
  fullWidth,
  loading = false,
  loadingLabel,
  asChild = false,
  disabled,
  className,
  children,
  type = 'button',
  onClick,
  ...props
}: ButtonProps) {
  const shared = {
    'data-slot': 'button',
    'data-variant': variant ?? 'primary',
    'data-size': size ?? 'md',
    className: cn(buttonVariants({ variant, size, fullWidth }), className),
  };
  if (asChild) {
    return (
      <Slot {...shared} onClick={onClick} {...(props as ComponentProps<typeof Slot>)}>
        {children}
      </Slot>
    );
  }
  return (
    <button
      {...shared}
      type={type}
      disabled={disabled}
      aria-busy={loading || undefined}
      aria-disabled={loading || undefined}
      onClick={(event) => {
        if (loading) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
      {...props}
    >
      {loading ? <Spinner size="sm" label={null} /> : null}
      {children}
      {loading && loadingLabel ? <span className="sr-only">{loadingLabel}</span> : null}
    </button>
  );
}
