import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { useAppText } from '../i18n/useAppText';
import { headerMessages } from './headerMessages';

const TABBABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The phone header's menu button and the panel it discloses (the WAI-ARIA disclosure pattern): the
 * main menu, hotline, India's links, about menu and the country and language switches, stacked.
 * While open, Tab and Shift+Tab cycle inside the header (the button, the panel and the header's
 * own pop-up menus), Escape closes it and puts focus back on the button, and any navigation closes it.
 */
export function PhoneMenu({ before, children }: { before: ReactNode; children: ReactNode }) {
  const t = useAppText(headerMessages);
  const [location] = useLocation();
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === location;
  const button = useRef<HTMLButtonElement>(null);
  const region = useRef<HTMLDivElement>(null);
  const panelId = useId();

  // Into the panel on opening: the first entry, so a screen reader starts reading the menu.
  useEffect(() => {
    if (open) region.current?.querySelector<HTMLElement>(`#${CSS.escape(panelId)} ${TABBABLE.split(',')[0]}`)?.focus();
  }, [open, panelId]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!open || event.defaultPrevented) return;
    const target = event.target as Element;
    if (target.closest('[role="menu"]')) return; // a pop-up menu handles its own keys
    if (event.key === 'Escape') {
      event.preventDefault();
      setOpenAt(null);
      button.current?.focus();
      return;
    }
    if (event.key !== 'Tab' || !region.current) return;
    const stops = [...region.current.querySelectorAll<HTMLElement>(TABBABLE)].filter((el) => el.getClientRects().length > 0);
    const first = stops[0];
    const last = stops[stops.length - 1];
    if (!first || !last) return;
    if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    } else if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    }
  };

  return (
    // The keyboard handler only keeps Tab inside while the disclosure is open; the controls are the
    // buttons and links within.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div ref={region} onKeyDown={onKeyDown} className="flex w-full flex-col">
      <div className="flex items-center gap-2">
        {before}
        <button
          ref={button}
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpenAt(open ? null : location)}
          data-testid="phone-menu-button"
          className="inline-flex h-9 shrink-0 cursor-pointer items-center gap-1 rounded-md border border-line px-2 text-sm text-fg hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
        >
          <svg aria-hidden="true" focusable="false" viewBox="0 0 16 16" className="size-4" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round">
            {open ? <path d="M3.5 3.5l9 9M12.5 3.5l-9 9" /> : <path d="M2.5 4h11M2.5 8h11M2.5 12h11" />}
          </svg>
          {t('header.phoneMenu')}
        </button>
      </div>
      <div id={panelId} hidden={!open} className="flex flex-col items-start gap-2 border-t border-line pt-3 mt-3">
        {open ? children : null}
      </div>
    </div>
  );
}
