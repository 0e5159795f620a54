import { lazy, Suspense, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { cn } from '@edupay/ui';

export interface HeaderMenuItem {
  key: string;
  label: ReactNode;
  /** Plain text of the label, for type-ahead (defaults to the label when it is a string). */
  textValue?: string;
  /** Gets the menu's trigger, e.g. for a dialog the item opens to return focus to. */
  onAction: (trigger: HTMLButtonElement | null) => void;
}

export interface HeaderMenuProps {
  /** What the trigger button shows. */
  trigger: ReactNode;
  /** The trigger's accessible name when its visible text is not enough (e.g. "Country or region: India"). */
  triggerLabel?: string;
  /** The menu's accessible name. */
  menuLabel: string;
  items: HeaderMenuItem[];
  /** A menu of choices: the chosen key is checked (menuitemradio with aria-checked). */
  selectedKey?: string;
  placement?: 'bottom start' | 'bottom end';
  className?: string;
  'data-testid'?: string;
}

export type FocusStrategy = 'first' | 'last';

// The open menu (react-aria's useMenu and usePopover, ~40 KB gzipped with their strings) is not
// needed for first paint: it loads when a menu first opens, and is prefetched on hover or focus.
const loadPopup = () => import('./HeaderMenuPopup');
const HeaderMenuPopup = lazy(loadPopup);

/**
 * A header menu button (the WAI-ARIA menu button pattern). The trigger is a plain button with
 * aria-haspopup and aria-expanded: Enter, Space or ArrowDown open the menu on its first item, ArrowUp
 * on its last. The menu itself is react-aria's (HeaderMenuPopup.tsx): arrows, Home, End and type-ahead
 * move; Enter activates; Escape or Tab closes and focus returns to the button. A menu is open only on
 * the page where it was opened, so navigation always closes it (spec 000 section 2: overlays hide on
 * navigation).
 */
export function HeaderMenu({ trigger, triggerLabel, menuLabel, items, selectedKey, placement = 'bottom start', className, ...rest }: HeaderMenuProps) {
  const [location] = useLocation();
  const [opened, setOpened] = useState<{ at: string; focus: FocusStrategy } | null>(null);
  const isOpen = opened !== null && opened.at === location;
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  const open = (focus: FocusStrategy) => setOpened({ at: location, focus });
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const focus: FocusStrategy | null = event.key === 'ArrowUp' ? 'last' : ['Enter', ' ', 'ArrowDown'].includes(event.key) ? 'first' : null;
    if (!focus) return;
    event.preventDefault(); // no click after Enter or Space, no page scroll after the arrows
    open(focus);
  };

  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={isOpen ? menuId : undefined}
        aria-label={triggerLabel}
        data-testid={rest['data-testid']}
        onPointerEnter={() => void loadPopup()}
        onFocus={() => void loadPopup()}
        onKeyDown={onKeyDown}
        onClick={() => (isOpen ? setOpened(null) : open('first'))}
        className={cn(
          'inline-flex h-9 cursor-pointer items-center gap-1 rounded-md px-2 text-sm text-fg hover:bg-surface-muted',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
          className,
        )}
      >
        {trigger}
        <svg aria-hidden="true" focusable="false" viewBox="0 0 12 12" className="size-3" fill="none" stroke="currentColor" strokeWidth="1.5">
          <path d="M2.5 4.5 6 8l3.5-3.5" />
        </svg>
      </button>
      {isOpen ? (
        <Suspense fallback={null}>
          <HeaderMenuPopup
            menuId={menuId}
            triggerRef={triggerRef}
            focus={opened.focus}
            menuLabel={menuLabel}
            items={items}
            selectedKey={selectedKey}
            placement={placement}
            onClose={() => setOpened(null)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
