/** Demo data: the development rates, stored once when no rate exists (an operator's later changes stay). */
import type { Db } from '../../db/client';
import { devFxFeed } from '../../providers/fx/dev';
import { hasRates } from './repo';
import { applySnapshot } from './service';

export async function seedDevRates(db: Db, now: Date): Promise<void> {
  if (await hasRates(db)) return;
  await applySnapshot(db, await devFxFeed(now.toISOString().slice(0, 10)).fetch(), 'dev', now);
}
