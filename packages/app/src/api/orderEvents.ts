/**
 * GET /user/order_events: the caller's order, live (server-sent events). A browser's EventSource
 * cannot send the Authorization header the API reads the session from, so the stream is read with
 * fetch (@microsoft/fetch-event-source), which also reconnects after a drop or after the server ends
 * the stream (every 5 minutes), sending Last-Event-ID so the server goes on from the last event seen.
 */
import { fetchEventSource } from '@microsoft/fetch-event-source';
import { readCookie, TOKEN_COOKIE } from './cookies';

/** One `status` event: the order's event row (id) and where it left the order. */
export interface OrderStatusEvent {
  id: number;
  order_id: string;
  event: string;
  from: string;
  status: string;
  stage: string;
  next_step: string;
  at: string;
}

/** A refusal (another payer's order, logged out): not retried. */
class StreamRefused extends Error {}

/** The first retry waits this long; each failure in a row doubles it, up to a minute. */
const RETRY_MS = 1000;
const RETRY_MAX_MS = 60_000;

/**
 * Follows the order's events until `signal` aborts. `onEvent` gets every event (the history first,
 * then each change); `onRefused` when the server refuses the stream (it is not retried).
 */
export function followOrderEvents(orderId: string, handlers: { onEvent: (e: OrderStatusEvent) => void; onRefused?: () => void; signal: AbortSignal }): void {
  let failures = 0;
  const token = readCookie(TOKEN_COOKIE);
  void fetchEventSource(`/api/user/order_events?${new URLSearchParams({ order_id: orderId })}`, {
    signal: handlers.signal,
    // Read once (the library copies it); a session rotated meanwhile ends in a refusal and the page reloads the detail.
    headers: token ? { Authorization: token } : {},
    // Hidden tabs keep following: the page shows the right state when the payer comes back.
    openWhenHidden: true,
    async onopen(response) {
      if (response.ok && response.headers.get('content-type')?.startsWith('text/event-stream')) {
        failures = 0;
        return;
      }
      // A JSON envelope instead of a stream: refused (404 for an order not theirs, 402 logged out).
      if (response.ok) throw new StreamRefused();
      throw new Error(`HTTP ${response.status}`);
    },
    onmessage(message) {
      if (message.event !== 'status' || !message.id) return;
      handlers.onEvent({ id: Number(message.id), ...(JSON.parse(message.data) as Omit<OrderStatusEvent, 'id'>) });
    },
    onclose() {
      // The server ends each stream after a while: come back (Last-Event-ID goes with it).
      throw new Error('stream ended');
    },
    onerror(error) {
      if (error instanceof StreamRefused) {
        handlers.onRefused?.();
        throw error; // stops the retries
      }
      failures += 1;
      return Math.min(RETRY_MS * 2 ** (failures - 1), RETRY_MAX_MS);
    },
  }).catch(() => undefined);
}
