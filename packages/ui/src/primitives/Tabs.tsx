import type { ComponentProps } from 'react';
import * as TabsPrimitive from '@radix-ui/react-tabs';
import { cn } from '../lib/cn';

/**
 * Tabs on Radix: the WAI-ARIA tabs pattern with roving focus (arrow keys move between tabs and
 * skip disabled ones, Home/End jump to the ends). Controlled with `value` + `onValueChange(value)`,
 * or uncontrolled with `defaultValue`. `orientation="vertical"` switches the arrows to Up/Down.
 * Radix mirrors `data-orientation` onto every part and `data-state="active|inactive"` onto
 * triggers and panels; the styles below key off those.
 */
export function Tabs({ className, ...props }: ComponentProps<typeof TabsPrimitive.Root>) {
  return (
    <TabsPrimitive.Root
      data-slot="tabs"
      className={cn('flex flex-col gap-4 data-[orientation=vertical]:flex-row', className)}
      {...props}
    />
  );
}

export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      data-slot="tabs-list"
      className={cn(
        'flex border-line',
        'data-[orientation=horizontal]:border-b data-[orientation=vertical]:flex-col data-[orientation=vertical]:border-r',
        className,
      )}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      data-slot="tabs-trigger"
      className={cn(
        'inline-flex h-10 cursor-pointer items-center whitespace-nowrap border-transparent bg-transparent px-4 text-sm font-medium text-fg-muted',
        'hover:text-fg data-[state=active]:border-primary data-[state=active]:text-primary',
        // The active marker sits on the list's own border line: -1px overlaps the two.
        'data-[orientation=horizontal]:-mb-px data-[orientation=horizontal]:border-b-2',
        'data-[orientation=vertical]:-mr-px data-[orientation=vertical]:justify-start data-[orientation=vertical]:border-r-2',
        'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-focus',
        'disabled:cursor-not-allowed disabled:opacity-50',
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  // Radix makes the panel focusable (tabindex 0) so keyboard users can reach text-only panels: it needs a visible focus.
  return (
    <TabsPrimitive.Content
      data-slot="tabs-content"
      className={cn(
        'flex-1 rounded-sm text-sm text-fg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
        className,
      )}
      {...props}
    />
  );
}
