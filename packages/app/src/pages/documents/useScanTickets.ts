import { useRef, useState } from 'react';
import { isSuccess } from '@edupay/forms/contract';
import type { UploadedFile } from '@edupay/ui';
import { asUploaded, scanStatus, scanTicket } from '../../api/documents';

/** How often the desktop asks whether the phone has uploaded (the issue: "within a second or two"). */
export const SCAN_POLL_MS = 1000;

type Subscribe = (onFile: (file: UploadedFile) => void) => () => void;

/**
 * The scan tab of each slot: while a slot's scan tab is open (UploadTabs subscribes), a ticket is
 * asked for it and its URL becomes the QR code; the ticket is polled, and a file the phone uploaded is
 * handed to UploadTabs. A used or expired ticket is replaced by a fresh one (a new QR code), so the
 * payer can send the back after the front. Polling, not a held connection: any server instance answers.
 */
export function useScanTickets(orderId: string) {
  const [urls, setUrls] = useState<Record<string, string>>({});
  // One stable subscribe function per slot (UploadTabs resubscribes when it changes).
  const subscribers = useRef(new Map<string, Subscribe>());

  // Keyed by order and slot: the page may move to another order without remounting.
  const keyOf = (slot: string) => `${orderId}:${slot}`;
  const subscribeFor = (slot: string): Subscribe => {
    const key = keyOf(slot);
    const known = subscribers.current.get(key);
    if (known) return known;
    const subscribe: Subscribe = (onFile) => {
      let stopped = false;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const wait = (ms: number) => new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)));
      void (async () => {
        while (!stopped) {
          const ticket = await scanTicket(orderId, slot).catch(() => null);
          if (stopped) return;
          if (!isSuccess(ticket) || !ticket.data) {
            await wait(SCAN_POLL_MS * 5);
            continue;
          }
          const { ticket_id, url } = ticket.data;
          setUrls((map) => ({ ...map, [key]: url }));
          for (;;) {
            await wait(SCAN_POLL_MS);
            if (stopped) return;
            const answer = await scanStatus(orderId, ticket_id).catch(() => null);
            if (stopped) return;
            const state = answer?.data?.state;
            if (state === 'uploaded' && answer?.data?.file) onFile(asUploaded(answer.data.file));
            if (state === 'uploaded' || state === 'expired') break;
          }
        }
      })();
      return () => {
        stopped = true;
        clearTimeout(timer);
      };
    };
    subscribers.current.set(key, subscribe);
    return subscribe;
  };

  return {
    /** The phone page's URL for the slot: its ticket's, or the bare page while the first ticket is asked. */
    urlOf: (slot: string) => urls[keyOf(slot)] ?? `${window.location.origin}/ident`,
    /** Whether the slot's QR code carries a ticket yet. */
    ready: (slot: string) => urls[keyOf(slot)] !== undefined,
    subscribeFor,
  };
}
