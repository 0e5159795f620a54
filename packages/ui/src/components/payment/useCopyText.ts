import { useEffect, useRef, useState } from 'react';
import { useAnnounce } from '../../provider/useAnnounce';

/** How long a copy button shows that it copied. */
export const COPIED_MS = 2000;

/**
 * Copy to the clipboard with feedback: `copied` names what was copied last (for two seconds), and
 * the kit's live region says so (or, when the browser refuses the clipboard, says to copy by hand).
 */
export function useCopyText(messages: { failed: string }) {
  const announce = useAnnounce();
  const [copied, setCopied] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async (key: string, text: string, done: string) => {
    try {
      await navigator.clipboard.writeText(text);
    } catch {
      setCopied(null);
      announce(messages.failed, 'assertive');
      return false;
    }
    setCopied(key);
    announce(done, 'polite');
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(null), COPIED_MS);
    return true;
  };
  return { copied, copy };
}
