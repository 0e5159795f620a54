import { useLayoutEffect, useRef, useState, type ComponentProps } from 'react';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../lib/cn';
import { useEduPay } from '../provider/useEduPay';

/**
 * A modal dialog on Radix: focus is trapped inside while open, Escape and a click on the overlay
 * close it, focus returns to the trigger, and the rest of the page is hidden from screen readers.
 * Controlled with `open` + `onOpenChange(open)`, or uncontrolled with `defaultOpen`.
 */
export function Dialog(props: ComponentProps<typeof DialogPrimitive.Root>) {
  // Root renders no element of its own, so it has no data-slot.
  return <DialogPrimitive.Root {...props} />;
}

export function DialogTrigger(props: ComponentProps<typeof DialogPrimitive.Trigger>) {
  return <DialogPrimitive.Trigger data-slot="dialog-trigger" {...props} />;
}

export function DialogClose(props: ComponentProps<typeof DialogPrimitive.Close>) {
  return <DialogPrimitive.Close data-slot="dialog-close" {...props} />;
}

export const dialogContentVariants = cva(
  [
    // Centred by `inset-0 m-auto h-fit`, not by translate(-50%): a translate lands on half pixels and blurs text.
    // box-border: the kit's base rule sizes descendants of `.edupay-portal`, not the element itself,
    // which matters when a custom `container` puts the dialog outside `.edupay-root`.
    'fixed inset-0 z-50 m-auto box-border flex h-fit w-[calc(100%-2rem)] flex-col gap-4',
    'max-h-[calc(100dvh-2rem)] overflow-y-auto rounded-lg bg-surface p-6 text-fg shadow-overlay',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
  ],
  {
    variants: {
      size: {
        sm: 'max-w-sm',
        md: 'max-w-lg',
        lg: 'max-w-2xl',
      },
    },
    defaultVariants: { size: 'md' },
  },
);

export interface DialogContentProps
  extends ComponentProps<typeof DialogPrimitive.Content>, VariantProps<typeof dialogContentVariants> {
  /**
   * Where the dialog is portalled. By default: the nearest `.edupay-root` around the place the
   * content is written (see below), or `document.body` outside a provider.
   */
  container?: HTMLElement | null;
  /** Hides the built-in close button, e.g. when the footer has its own and the dialog must be answered. */
  hideClose?: boolean;
}

/**
 * Why the portal goes into the nearest `.edupay-root` and not into `document.body`: the theme is a
 * set of `--edupay-*` CSS variables on that root (inline from `<EduPayProvider theme>`, or from a
 * partner's own class on it), and CSS variables only cascade to descendants. Portalling into the
 * root keeps the dialog inside that cascade, so a partner theme, a theme switched at runtime and any
 * partner CSS scoped under their wrapper all reach the dialog with nothing copied and nothing to get
 * stale. Copying the computed variables onto a body-level node would miss later theme changes.
 * The overlay is `position: fixed`, and the root creates no stacking context or containing block;
 * a host page that puts the root inside a transformed or `overflow: hidden` box can pass `container`.
 *
 * A hidden anchor rendered in place finds the root with `closest()`; the portal waits one layout
 * effect for it (before paint), so the content never mounts in body first and then moves.
 */
export function DialogContent({
  size,
  container,
  hideClose = false,
  className,
  children,
  lang,
  onEscapeKeyDown,
  ...props
}: DialogContentProps) {
  const { t, locale } = useEduPay();
  const anchor = useRef<HTMLSpanElement>(null);
  const [scope, setScope] = useState<HTMLElement | null>(null);

  useLayoutEffect(() => {
    if (container !== undefined) return;
    setScope(anchor.current?.closest<HTMLElement>('.edupay-root') ?? anchor.current?.ownerDocument.body ?? null);
  }, [container]);

  const target = container === undefined ? scope : container;

  return (
    <>
      {container === undefined ? <span ref={anchor} hidden data-slot="dialog-anchor" /> : null}
      {target ? (
        <DialogPrimitive.Portal container={target}>
          <DialogPrimitive.Overlay data-slot="dialog-overlay" className="fixed inset-0 z-50 bg-overlay" />
          <DialogPrimitive.Content
            data-slot="dialog-content"
            data-size={size ?? 'md'}
            // The portal may sit outside `.edupay-root` (a custom `container`): the portal class brings
            // the kit's base styles, and `lang` keeps Chinese and English pronounced correctly.
            lang={lang ?? locale}
            className={cn('edupay-portal', dialogContentVariants({ size }), className)}
            onEscapeKeyDown={(event) => {
              // Escape closes the innermost layer only. Radix listens on the document in the capture
              // phase, before an open combobox or menu inside gets the key: when the key comes from a
              // control whose own popup is open (aria-expanded), that popup closes and the dialog,
              // with everything typed in it, stays.
              const target = event.target;
              if (target instanceof Element && target.getAttribute('aria-expanded') === 'true') {
                event.preventDefault();
              }
              onEscapeKeyDown?.(event);
            }}
            {...props}
          >
            {children}
            {hideClose ? null : (
              <DialogPrimitive.Close
                data-slot="dialog-close-button"
                aria-label={t('dialog.close')}
                className="absolute right-4 top-4 inline-flex size-8 cursor-pointer items-center justify-center rounded-sm bg-transparent text-fg-muted hover:bg-surface-muted hover:text-fg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
              >
                <svg
                  aria-hidden="true"
                  focusable="false"
                  viewBox="0 0 16 16"
                  className="size-4"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.75"
                  strokeLinecap="round"
                >
                  <path d="M3.5 3.5l9 9M12.5 3.5l-9 9" />
                </svg>
              </DialogPrimitive.Close>
            )}
          </DialogPrimitive.Content>
        </DialogPrimitive.Portal>
      ) : null}
    </>
  );
}

export function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  // Right padding leaves room for the close button in the corner.
  return <div data-slot="dialog-header" className={cn('flex flex-col gap-1.5 pr-8', className)} {...props} />;
}

export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  // On narrow screens the primary action (last in source order) comes first, nearest the thumb.
  return (
    <div
      data-slot="dialog-footer"
      className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)}
      {...props}
    />
  );
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title
      data-slot="dialog-title"
      className={cn('text-lg font-semibold leading-tight text-fg', className)}
      {...props}
    />
  );
}

export function DialogDescription({ className, ...props }: ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description
      data-slot="dialog-description"
      className={cn('text-sm text-fg-muted', className)}
      {...props}
    />
  );
}
