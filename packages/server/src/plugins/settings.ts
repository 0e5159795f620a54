/** Settings rows: the maintenance switch and the generated secret. */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { settings } from '../db/schema';
import { randomToken } from '../domain/secrets';

export async function getSetting(db: Db, key: string): Promise<string | null> {
  const [row] = await db.select().from(settings).where(eq(settings.key, key)).limit(1);
  return row?.value ?? null;
}

export async function setSetting(db: Db, key: string, value: string): Promise<void> {
  await db.insert(settings).values({ key, value }).onConflictDoUpdate({ target: settings.key, set: { value } });
}

/** The HMAC/encryption secret: APP_SECRET, or one generated on first start and shared by every instance. */
export async function ensureSecret(db: Db, fromEnv: string | undefined): Promise<string> {
  if (fromEnv) return fromEnv;
  await db.insert(settings).values({ key: 'secret', value: randomToken(32) }).onConflictDoNothing();
  const value = await getSetting(db, 'secret');
  if (!value) throw new Error('secret setting missing');
  return value;
}

/**
 * Maintenance: env MAINTENANCE=1 or the settings row maintenance=1. The row is re-read at most
 * every `cacheMs` (a cache, not state: every instance reads the same row).
 */
export function maintenanceSwitch(db: Db, fromEnv: boolean, cacheMs = 2000) {
  let cached: { value: boolean; at: number } | null = null;
  return async (): Promise<boolean> => {
    if (fromEnv) return true;
    const now = Date.now();
    if (cached && now - cached.at < cacheMs) return cached.value;
    const value = (await getSetting(db, 'maintenance')) === '1';
    cached = { value, at: now };
    return value;
  };
}
