import { useRef, useState, type ReactNode, type RefObject } from 'react';
import { DismissButton, I18nProvider, Overlay, useMenu, useMenuItem, usePopover, type AriaMenuProps } from 'react-aria';
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
 * Enter) in its popover (placed under the trigger, closed by Escape, Tab or a click outside, focus
 * restored to the trigger). Loaded on demand.
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
  const { popoverProps, underlayProps } = usePopover({ triggerRef, popoverRef, placement, offset: 6 }, state);
  // Portalled into the app's root (one per page) so the kit's theme variables and base styles apply.
  const [container] = useState(() => document.querySelector<HTMLElement>('.edupay-root') ?? undefined);
  return (
    <Overlay portalContainer={container}>
      <div {...underlayProps} className="fixed inset-0 z-40" />
      <div {...popoverProps} ref={popoverRef} className="edupay-portal z-50 min-w-48 rounded-md border border-line bg-surface py-1 shadow-overlay">
        <DismissButton onDismiss={state.close} />
        {children}
        <DismissButton onDismiss={state.close} />
      </div>
    </Overlay>
  );
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
