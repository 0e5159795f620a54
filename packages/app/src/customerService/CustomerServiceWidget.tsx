import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { cn, Spinner } from '@edupay/ui';
import type { CsInfo } from '../api/config';
import { useAppText } from '../i18n/useAppText';
import { configStore } from '../store/configStore';
import { dialogs } from '../store/dialogs';
import { store } from '../store/store';
import { openCustomerService } from './customerServiceDialogState';
import { csMessages } from './csMessages';
import { hasServiceAccount, isAssignedManager } from './csWidgetForm';
import { useCustomerServiceForm } from './useCustomerServiceForm';

// Not needed for first paint: the details (and the QR encoder behind them) load when first shown.
const CustomerServiceDetails = lazy(() => import('./CustomerServiceDetails').then((m) => ({ default: m.CustomerServiceDetails })));
const CustomerServiceDialog = lazy(() => import('./CustomerServiceDialog'));

const floatingButton = cn(
  'inline-flex h-11 cursor-pointer items-center gap-2 rounded-full bg-primary px-4 text-sm font-medium text-primary-contrast shadow-overlay hover:bg-primary-hover',
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
);

function HeadsetIcon() {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 20 20" className="size-5" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round">
      <path d="M4 11V9a6 6 0 0 1 12 0v2" />
      <rect x="3" y="11" width="3" height="5" rx="1" />
      <rect x="14" y="11" width="3" height="5" rx="1" />
      <path d="M17 16c0 1.5-1.5 2-3.5 2H11" />
    </svg>
  );
}

/**
 * The floating customer-service widget (spec 000 section 2): a hover/focus panel on desktop
 * (at least 1200 px and a non-mobile agent), a modal otherwise; a link to /cs_school in a new tab
 * when there is no service account info. The dialog is also opened by the user menu.
 */
export function CustomerServiceWidget() {
  const t = useAppText(csMessages);
  const { config } = useSnapshot(configStore);
  const { country } = useSnapshot(store);
  const { customerService } = useSnapshot(dialogs);
  const form = useCustomerServiceForm();
  const info = config?.cs_info;

  let widget;
  if (!hasServiceAccount(info)) {
    widget = (
      <a href={`/cs_school?country=${encodeURIComponent(country)}`} target="_blank" rel="noopener" className={floatingButton} data-testid="cs-widget">
        <HeadsetIcon />
        <span>{t('cs.open')}</span>
        <span className="sr-only"> {t('cs.newTab')}</span>
      </a>
    );
  } else if (form === 'panel') {
    widget = <HoverPanel info={info} country={country} />;
  } else {
    widget = (
      <button type="button" aria-haspopup="dialog" className={floatingButton} onClick={(event) => openCustomerService(event.currentTarget)} data-testid="cs-widget">
        <HeadsetIcon />
        <span>{t('cs.open')}</span>
      </button>
    );
  }

  return (
    <>
      {widget}
      {customerService ? (
        <Suspense fallback={null}>
          <CustomerServiceDialog />
        </Suspense>
      ) : null}
    </>
  );
}

function HoverPanel({ info, country }: { info: CsInfo; country: string }) {
  const t = useAppText(csMessages);
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const wrapper = useRef<HTMLDivElement>(null);
  const hideTimer = useRef<number | undefined>(undefined);
  // After Escape, focus goes back to the button; that focus must not reopen the panel.
  const suppressFocus = useRef(false);

  const show = () => {
    window.clearTimeout(hideTimer.current);
    setOpen(true);
  };
  // A short delay lets the pointer cross the gap between the button and the panel.
  const hideSoon = () => {
    window.clearTimeout(hideTimer.current);
    hideTimer.current = window.setTimeout(() => setOpen(false), 150);
  };

  // Escape closes the panel; focus inside it goes back to the button (without reopening it).
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      if (wrapper.current?.contains(document.activeElement) && document.activeElement !== button.current) {
        suppressFocus.current = true;
        button.current?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return (
    // Pointer and focus only open and close the panel; the button inside is the control.
    <div
      ref={wrapper}
      className="relative"
      data-testid="cs-widget-panel-form"
      onMouseEnter={show}
      onMouseLeave={hideSoon}
      onFocus={() => {
        if (suppressFocus.current) suppressFocus.current = false;
        else show();
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button ref={button} type="button" aria-expanded={open} aria-controls={panelId} className={floatingButton} onClick={show} data-testid="cs-widget">
        <HeadsetIcon />
        <span>{t('cs.open')}</span>
      </button>
      <section
        id={panelId}
        hidden={!open}
        aria-label={t(isAssignedManager(info) ? 'cs.title' : 'cs.open')}
        className="absolute bottom-0 right-full mr-3 w-80 rounded-lg border border-line bg-surface p-4 shadow-overlay"
        data-testid="cs-panel"
      >
        <p className="mb-3 text-sm text-fg-muted">{t('cs.description')}</p>
        {open ? (
          <Suspense fallback={<Spinner />}>
            <CustomerServiceDetails info={info} country={country} />
          </Suspense>
        ) : null}
      </section>
    </div>
  );
}
