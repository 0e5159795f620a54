import { createContext, type ReactNode } from 'react';

/** Polite waits until the screen reader is idle; assertive interrupts (errors that must be heard now). */
export type Politeness = 'polite' | 'assertive';

/** Writes a message into the kit's one live region of that politeness. */
export type Announce = (message: ReactNode, politeness?: Politeness) => void;

export const AnnounceContext = createContext<Announce | null>(null);
