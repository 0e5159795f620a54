import { useEffect } from 'react';
import type { Politeness } from './announceContext';
import { useAnnounce } from './useAnnounce';

/**
 * Speaks a visible status text through the kit's live region whenever it changes to a non-empty
 * value: the text stays plain markup on screen, the region does the announcing.
 */
export function useAnnounceOnChange(
  message: string | null | undefined | false,
  politeness: Politeness = 'polite',
): void {
  const announce = useAnnounce();
  useEffect(() => {
    if (message) announce(message, politeness);
  }, [message, politeness, announce]);
}
