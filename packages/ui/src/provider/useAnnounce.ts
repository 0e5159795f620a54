import { useContext } from 'react';
import { AnnounceContext, type Announce } from './announceContext';

const silent: Announce = () => {};

/**
 * Announces a message through the kit's live region (polite by default; `'assertive'` for errors
 * that must interrupt). Outside `EduPayProvider` there is no region and nothing is said: a
 * primitive keeps working without context.
 */
export function useAnnounce(): Announce {
  return useContext(AnnounceContext) ?? silent;
}
