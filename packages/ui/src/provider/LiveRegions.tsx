import { useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { useInBrowser } from '../lib/useInBrowser';
import { createPortal } from 'react-dom';
import { AnnounceContext, type Announce } from './announceContext';

/** How long an announcement stays in its region: long enough to be read, short enough not to be found later in browse mode. */
export const ANNOUNCEMENT_LIFETIME_MS = 7000;

interface Announcement {
  id: number;
  message: ReactNode;
}

/**
 * The kit's live regions, after Adyen Web's SRPanel: one polite `role="log"` for what the user
 * should hear when the screen reader is idle, one assertive for errors that must interrupt. Both are
 * in the DOM from the first client render on, before anything is said (a region inserted together
 * with its text is not announced by most screen readers), portalled to the end of the body with the
 * kit's `lang`, and visually hidden. `data-live-announcer` keeps them audible while a React Aria
 * popover hides the rest of the page (Radix dialogs keep `[aria-live]` by themselves). Components never keep regions of their own: they call
 * `useAnnounce()`. Nested inside another LiveRegions (a provider in a provider) it renders nothing
 * extra, so a page has one region of each kind per kit root.
 */
export function LiveRegions({ lang, children }: { lang?: string; children?: ReactNode }) {
  const outer = useContext(AnnounceContext);
  if (outer) return <>{children}</>;
  return <OwnRegions lang={lang}>{children}</OwnRegions>;
}

function OwnRegions({ lang, children }: { lang?: string; children?: ReactNode }) {
  // In the browser only (the server has no document.body), and the same on the hydrating render.
  const inBrowser = useInBrowser();
  const [polite, setPolite] = useState<Announcement | null>(null);
  const [assertive, setAssertive] = useState<Announcement | null>(null);
  const nextId = useRef(1);

  const announce = useCallback<Announce>((message, politeness = 'polite') => {
    const item = { id: nextId.current++, message };
    (politeness === 'assertive' ? setAssertive : setPolite)(item);
  }, []);

  useClearAfter(polite, setPolite);
  useClearAfter(assertive, setAssertive);

  return (
    <AnnounceContext.Provider value={announce}>
      {children}
      {inBrowser ? createPortal(regions(polite, assertive, lang), document.body) : null}
    </AnnounceContext.Provider>
  );
}

/** The two regions, at the end of the body: outside any container a page may hide or clip, and apart from the widget's own text. */
function regions(polite: Announcement | null, assertive: Announcement | null, lang: string | undefined) {
  return (
    <>
      <div
        data-slot="live-region"
        data-politeness="polite"
        data-live-announcer="true"
        lang={lang}
        role="log"
        aria-live="polite"
        aria-relevant="additions text"
        className="sr-only"
      >
        {/* A new key per message: the same text twice is a new addition, so it is read twice. */}
        {polite ? <p key={polite.id}>{polite.message}</p> : null}
      </div>
      <div
        data-slot="live-region"
        data-politeness="assertive"
        data-live-announcer="true"
        lang={lang}
        role="log"
        aria-live="assertive"
        aria-relevant="additions text"
        className="sr-only"
      >
        {assertive ? <p key={assertive.id}>{assertive.message}</p> : null}
      </div>
    </>
  );
}

function useClearAfter(current: Announcement | null, set: (next: Announcement | null) => void) {
  useEffect(() => {
    if (!current) return;
    const timer = setTimeout(() => set(null), ANNOUNCEMENT_LIFETIME_MS);
    return () => clearTimeout(timer);
  }, [current, set]);
}
