/**
 * What feeds the order event streams (GET /user/order_events): one LISTEN per process on the
 * `order_events` channel (plugins/listener.ts), which migration 0032's trigger NOTIFYs with the
 * order id in the transaction of every order_events row, from whichever instance wrote it.
 *
 * Nothing polls. An order's new rows are read once per notification and handed to each stream of
 * that order in this process, so N open streams cost no query while nothing happens and one read
 * per change of a watched order (where each stream used to query every second). A notification
 * that comes while its order's rows are being read makes one more read after it; a LISTEN
 * connection that was lost and is back makes every watched order read again, since what was
 * notified meanwhile is gone.
 */
import type { AppContext } from '../../context';
import * as repo from './repo';
import type { OrderEventRow } from './repo';

/** The channel the trigger notifies (migration 0032). */
export const ORDER_EVENTS_CHANNEL = 'order_events';

/** Rows read per query (repo.eventsAfter's page): a longer history is read in pages. */
const PAGE = 50;

interface Watcher {
  /** The last event row this stream has been given. */
  lastId: number;
  readonly deliver: (rows: readonly OrderEventRow[]) => void;
  /** Reading failed: the stream ends (the browser reconnects with Last-Event-ID). */
  readonly fail: (error: unknown) => void;
}

interface Watched {
  readonly watchers: Set<Watcher>;
  /** A notification came (or a watcher joined) since the last read began. */
  dirty: boolean;
  /** The read under way, which also covers what made the order dirty meanwhile. */
  reading: Promise<void> | null;
}

export class OrderEventFeed {
  private readonly watched = new Map<string, Watched>();
  private subscription: Promise<() => void> | null = null;

  constructor(private readonly ctx: AppContext) {}

  /**
   * Follows `orderId` after the row `afterId`: resolves once the rows already there have been
   * delivered, and delivers each later one as it is committed (by any instance). The answer stops.
   */
  async watch(orderId: string, afterId: number, deliver: Watcher['deliver'], fail: Watcher['fail']): Promise<() => void> {
    await this.listening();
    const entry = this.watched.get(orderId) ?? { watchers: new Set<Watcher>(), dirty: false, reading: null };
    this.watched.set(orderId, entry);
    const watcher: Watcher = { lastId: afterId, deliver, fail };
    entry.watchers.add(watcher);
    const stop = () => {
      entry.watchers.delete(watcher);
      if (entry.watchers.size === 0 && this.watched.get(orderId) === entry) this.watched.delete(orderId);
    };
    try {
      await this.changed(orderId);
    } catch (error) {
      stop();
      throw error;
    }
    return stop;
  }

  /** Streams open in this process (tests; a health view). */
  get size(): number {
    let n = 0;
    for (const entry of this.watched.values()) n += entry.watchers.size;
    return n;
  }

  /** The LISTEN, asked for by the first stream and kept for the life of the app. */
  private listening(): Promise<() => void> {
    this.subscription ??= this.ctx.listener
      .listen(ORDER_EVENTS_CHANNEL, {
        onPayload: (orderId) => void this.changed(orderId).catch(() => {}),
        onResumed: () => {
          for (const orderId of this.watched.keys()) void this.changed(orderId).catch(() => {});
        },
      })
      .catch((error: unknown) => {
        this.subscription = null; // the next stream tries again
        throw error;
      });
    return this.subscription;
  }

  /** The order has new rows (or a watcher that has not read yet): read them, or read again after the read under way. */
  private changed(orderId: string): Promise<void> {
    const entry = this.watched.get(orderId);
    if (!entry) return Promise.resolve();
    entry.dirty = true;
    entry.reading ??= this.read(orderId, entry).finally(() => {
      entry.reading = null;
    });
    return entry.reading;
  }

  private async read(orderId: string, entry: Watched): Promise<void> {
    while (entry.dirty) {
      entry.dirty = false;
      // The watchers as they are now: one that joins during the read is read for in the next round
      // (dirty again), so it is never handed rows past a history it has not had.
      const round = [...entry.watchers];
      if (round.length === 0) return;
      try {
        for (let from = Math.min(...round.map((w) => w.lastId)); ; ) {
          const rows = await repo.eventsAfter(this.ctx.db, orderId, from);
          for (const watcher of round) {
            const fresh = rows.filter((row) => row.id > watcher.lastId);
            if (fresh.length === 0) continue;
            watcher.lastId = fresh[fresh.length - 1]!.id;
            watcher.deliver(fresh);
          }
          if (rows.length < PAGE) break;
          from = rows[rows.length - 1]!.id;
        }
      } catch (error) {
        for (const watcher of round) watcher.fail(error);
        throw error;
      }
    }
  }
}
