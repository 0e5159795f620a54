import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { DismissButton, I18nProvider, Overlay, useInteractOutside, useMenu, useMenuItem, usePopover, type AriaMenuProps } from 'react-aria';
import { Item, useOverlayTriggerState, useTreeState, type Key, type Node, type OverlayTriggerState, type TreeState } from 'react-stately';
import { useSnapshot } from 'valtio';
import { cn } from '@edupay/ui';
import { store } from '../store/store';
import type { FocusStrategy, HeaderMenuItem, HeaderMenuProps } from './HeaderMenu';

export interface HeaderMenuPopupProps {
  menuId: string;
  triggerRef: RefObject<HTMLButtonElement | null>;
  focus: FocusStrategy;
  menuLabel: string;
  items: HeaderMenuItem[];
  selectedKey?: string;
  placement: NonNullable<HeaderMenuProps['placement']>;
  onClose: () => void;
}

/**
 * The open menu of HeaderMenu: react-aria's menu (roving focus, arrows, Home, End, type-ahead,
 * Enter) in its popover (placed under the trigger, closed by Escape, a click outside or Tab, which
 * moves on from the trigger; focus restored to the trigger otherwise). Loaded on demand.
 */
export default function HeaderMenuPopup({ menuId, triggerRef, focus, menuLabel, items, selectedKey, placement, onClose }: HeaderMenuPopupProps) {
  const { locale } = useSnapshot(store);
  // Mounted exactly while open: the popover's state is fixed open, and any close goes to the owner.
  const state = useOverlayTriggerState({ isOpen: true, onOpenChange: (open) => void (open || onClose()) });
  // The menu button pattern moves focus into the menu when it opens (its first or last item):
  // react-aria's focus strategy, not the HTML autofocus attribute the lint rule is about.
  const focusStrategy = { autoFocus: focus };
  return (
    <I18nProvider locale={locale}>
      <MenuPopover state={state} triggerRef={triggerRef} placement={placement}>
        <MenuList
          id={menuId}
          aria-label={menuLabel}
          {...focusStrategy}
          onClose={onClose}
          items={items}
          selectionMode={selectedKey === undefined ? 'none' : 'single'}
          selectedKeys={selectedKey === undefined ? undefined : [selectedKey]}
          disallowEmptySelection
          onAction={(key: Key) => items.find((item) => item.key === key)?.onAction(triggerRef.current)}
        >
          {(item) => (
            <Item key={item.key} textValue={item.textValue ?? (typeof item.label === 'string' ? item.label : item.key)}>
              {item.label}
            </Item>
          )}
        </MenuList>
      </MenuPopover>
    </I18nProvider>
  );
}

function MenuPopover({ state, triggerRef, placement, children }: { state: OverlayTriggerState; triggerRef: RefObject<HTMLButtonElement | null>; placement: HeaderMenuPopupProps['placement']; children: ReactNode }) {
  const popoverRef = useRef<HTMLDivElement>(null);
  // Non-modal: a modal popover hides the rest of the page from assistive technology (axe then finds
  // no main landmark and no heading while a menu is open) and keeps the menu open when Tab leaves it.
  // A menu is a transient list: it closes when focus leaves it, and Tab moves on from the trigger.
  const { popoverProps } = usePopover({ triggerRef, popoverRef, placement, offset: 6, isNonModal: true }, state);
  // Portalled into the page's header, where every header menu lives (inside the app's root, so the kit's theme variables
  // and base styles apply): a menu at the end of the root would be content outside any landmark.
  const [container] = useState(
    () => document.querySelector<HTMLElement>('.edupay-root header') ?? document.querySelector<HTMLElement>('.edupay-root') ?? undefined,
  );
  // A click anywhere outside closes the menu; one on the trigger is left to the trigger's own toggle.
  useInteractOutside({
    ref: popoverRef,
    onInteractOutside: (event) => {
      if (!(event.target instanceof Node && triggerRef.current?.contains(event.target))) state.close();
    },
  });
  useEffect(() => {
    const popover = popoverRef.current;
    if (!popover) return;
    const onKeyDown = (event: KeyboardEvent) => {
      // Home and End move within the menu (react-aria); the browser must not also scroll the page to
      // its top or bottom, which a non-modal popover answers by closing (react-aria closes it on scroll).
      if (event.key === 'Home' || event.key === 'End' || event.key === 'PageUp' || event.key === 'PageDown') {
        event.preventDefault();
        return;
      }
      if (event.key !== 'Tab') return;
      // The popover sits at the end of the page: Tab from it would land past the footer. It goes to
      // the control after (Shift+Tab: before) the trigger instead, and the menu closes.
      event.preventDefault();
      const next = tabbableBeside(triggerRef.current, event.shiftKey ? -1 : 1);
      state.close();
      next?.focus();
    };
    popover.addEventListener('keydown', onKeyDown);
    return () => popover.removeEventListener('keydown', onKeyDown);
  }, [state, triggerRef]);
  return (
    <Overlay portalContainer={container}>
      <div {...popoverProps} ref={popoverRef} data-testid="header-menu-popover" className="edupay-portal z-50 min-w-48 rounded-md border border-line bg-surface py-1 shadow-overlay">
        <DismissButton onDismiss={state.close} />
        {children}
        <DismissButton onDismiss={state.close} />
      </div>
    </Overlay>
  );
}

const TABBABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The visible tabbable element `step` places from `from` in document order (outside any popover). */
function tabbableBeside(from: HTMLElement | null, step: 1 | -1): HTMLElement | null {
  if (!from) return null;
  const all = [...document.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (el) => el === from || (el.getClientRects().length > 0 && !el.closest('[data-testid="header-menu-popover"]') && !el.closest('[aria-hidden="true"]')),
  );
  const index = all.indexOf(from);
  return index < 0 ? null : (all[index + step] ?? null);
}

function MenuList(props: AriaMenuProps<HeaderMenuItem> & { id: string }) {
  const state = useTreeState(props);
  const ref = useRef<HTMLUListElement>(null);
  const { menuProps } = useMenu(props, state, ref);
  return (
    <ul {...menuProps} id={props.id} ref={ref} className="m-0 max-h-[60vh] list-none overflow-y-auto p-0 outline-none">
      {[...state.collection].map((node) => (
        <MenuRow key={node.key} node={node} state={state} />
      ))}
    </ul>
  );
}

function MenuRow({ node, state }: { node: Node<HeaderMenuItem>; state: TreeState<HeaderMenuItem> }) {
  const ref = useRef<HTMLLIElement>(null);
  const { menuItemProps, isFocused, isSelected } = useMenuItem({ key: node.key }, state, ref);
  return (
    <li
      {...menuItemProps}
      ref={ref}
      className={cn('flex cursor-pointer items-center gap-2 px-3 py-2 text-sm text-fg outline-none', isFocused && 'bg-primary-soft text-primary')}
    >
      <span className="flex-1">{node.rendered}</span>
      {isSelected ? (
        <svg aria-hidden="true" focusable="false" viewBox="0 0 16 16" className="size-4 text-primary" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M3.5 8.5 6.5 11.5 12.5 4.5" />
        </svg>
      ) : null}
    </li>
  );
}
