/**
 * One LISTEN per process (ARCHITECTURE "Scale": live updates are fed from PostgreSQL LISTEN/NOTIFY,
 * so an event raised on one instance reaches a browser connected to another). Whatever follows a
 * channel (the order event streams) registers a handler here instead of polling the database.
 *
 * PostgreSQL: one dedicated connection (not from the pool: a pooled connection would be handed to
 * queries and its LISTEN lost), opened at the first `listen` and opened again after it drops, with
 * backoff; after a reconnect each handler's `onResumed` runs, because NOTIFYs sent while the
 * connection was down are gone and the follower must read what it missed.
 * PGlite: its own `listen` (one connection in this process; a NOTIFY is handed over at commit).
 */
import pg from 'pg';
import type { Database } from '../db/client';

export interface ChannelHandler {
  /** A NOTIFY on the channel, committed by any instance, with its payload. */
  readonly onPayload: (payload: string) => void;
  /** The LISTEN was lost and is in effect again: notifications in between may be missing. */
  readonly onResumed?: () => void;
}

export interface Listener {
  /** Follows `channel`; resolves once the LISTEN is in effect (every later commit is notified). The answer stops following. */
  listen(channel: string, handler: ChannelHandler): Promise<() => void>;
  stop(): Promise<void>;
}

/** Channel names are ours (constants), but they are written into SQL: only plain identifiers. */
const CHANNEL = /^[a-z_][a-z0-9_]{0,62}$/;

export function startListener(database: Database, onError: (error: Error) => void): Listener {
  if (database.driver === 'pglite') return pgliteListener(database);
  return pgListener(database.connectionString ?? '', onError);
}

function pgliteListener(database: Database): Listener {
  const handlers = new Map<string, Set<ChannelHandler>>();
  const unlistens = new Map<string, Promise<() => Promise<void>>>();
  return {
    async listen(channel, handler) {
      if (!CHANNEL.test(channel)) throw new Error(`bad channel name ${channel}`);
      const set = handlers.get(channel) ?? new Set();
      handlers.set(channel, set);
      set.add(handler);
      let started = unlistens.get(channel);
      if (!started) {
        started = database.pgliteClient().listen(channel, (payload) => {
          for (const h of handlers.get(channel) ?? []) h.onPayload(payload);
        });
        unlistens.set(channel, started);
      }
      await started;
      return () => void set.delete(handler);
    },
    async stop() {
      const client = database.pgliteClient();
      for (const started of unlistens.values()) {
        const unlisten = await started.catch(() => null);
        // A closed client has no LISTEN left to end.
        if (unlisten && !client.closed) await unlisten().catch(() => {});
      }
      unlistens.clear();
      handlers.clear();
    },
  };
}

function pgListener(connectionString: string, onError: (error: Error) => void): Listener {
  const handlers = new Map<string, Set<ChannelHandler>>();
  /** Channels whose LISTEN was asked for (in effect once the promise resolves). */
  const listening = new Map<string, Promise<void>>();
  let client: pg.Client | null = null;
  /** The connection being opened (with every channel's LISTEN), shared by concurrent callers. */
  let connecting: Promise<pg.Client> | null = null;
  let stopped = false;
  let retryMs = 0;
  let retryTimer: NodeJS.Timeout | null = null;

  const dispatch = (message: pg.Notification) => {
    for (const h of handlers.get(message.channel) ?? []) h.onPayload(message.payload ?? '');
  };

  const connect = (): Promise<pg.Client> => {
    connecting ??= (async () => {
      const fresh = new pg.Client({ connectionString });
      fresh.on('notification', dispatch);
      fresh.on('error', (error) => lost(fresh, error));
      fresh.on('end', () => lost(fresh, new Error('LISTEN connection ended')));
      await fresh.connect();
      for (const channel of handlers.keys()) await fresh.query(`LISTEN ${channel}`);
      if (stopped) {
        await fresh.end().catch(() => {});
        throw new Error('listener stopped');
      }
      client = fresh;
      retryMs = 0;
      return fresh;
    })().finally(() => {
      connecting = null;
    });
    return connecting;
  };

  const lost = (which: pg.Client, error: Error) => {
    if (client !== which) return;
    client = null;
    which.removeAllListeners('notification');
    which.end().catch(() => {});
    if (stopped) return;
    onError(error);
    reconnectLater();
  };

  const reconnectLater = () => {
    if (stopped || retryTimer) return;
    retryMs = Math.min(30_000, Math.max(500, retryMs * 2));
    retryTimer = setTimeout(() => {
      retryTimer = null;
      connect().then(
        () => {
          for (const set of handlers.values()) for (const h of set) h.onResumed?.();
        },
        (error: Error) => {
          if (stopped) return;
          onError(error);
          reconnectLater();
        },
      );
    }, retryMs);
    retryTimer.unref();
  };

  return {
    async listen(channel, handler) {
      if (!CHANNEL.test(channel)) throw new Error(`bad channel name ${channel}`);
      if (stopped) throw new Error('listener stopped');
      const set = handlers.get(channel) ?? new Set();
      handlers.set(channel, set);
      set.add(handler);
      // One LISTEN per channel and connection (a reconnect LISTENs to every known channel again).
      let ready = listening.get(channel);
      if (!ready) {
        ready = (async () => {
          const live = client ?? (await connect());
          await live.query(`LISTEN ${channel}`);
        })();
        listening.set(channel, ready);
        ready.catch(() => listening.delete(channel));
      }
      try {
        await ready;
      } catch (error) {
        set.delete(handler);
        throw error;
      }
      return () => void set.delete(handler);
    },
    async stop() {
      stopped = true;
      if (retryTimer) clearTimeout(retryTimer);
      const open = client ?? (await connecting?.catch(() => null)) ?? null;
      client = null;
      handlers.clear();
      if (open) await open.end().catch(() => {});
    },
  };
}
