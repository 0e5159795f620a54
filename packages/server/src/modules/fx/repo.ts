/** The queries of the FX module: the rate rows and their change log. */
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sameDecimal } from '../../domain/fx-rate';
import { fxRateChanges, fxRates, type FxRateSource } from '../../db/schema';

export type FxRateRow = typeof fxRates.$inferSelect;

export const allRates = (db: Db): Promise<FxRateRow[]> => db.select().from(fxRates).orderBy(asc(fxRates.currency));

export async function rateOf(db: Db, currency: string): Promise<FxRateRow | undefined> {
  const [row] = await db.select().from(fxRates).where(eq(fxRates.currency, currency));
  return row;
}

export interface RateWrite {
  readonly currency: string;
  readonly perEur: string;
  readonly source: FxRateSource;
  readonly asOf: string;
  readonly changedBy: string;
  readonly reason?: string | null;
  readonly at: Date;
}

/**
 * Writes one rate and logs the change, only when the value differs from the stored one (compared
 * as exact numbers: "7.70" equals "7.7"). Locks the row, so two writers of
 * one currency log two changes in order, never a lost update. Answers whether it changed.
 */
export async function writeRate(db: Db, write: RateWrite): Promise<boolean> {
  const [before] = await db.select().from(fxRates).where(eq(fxRates.currency, write.currency)).for('update');
  const unchanged = before !== undefined && sameDecimal(before.perEur, write.perEur);
  if (unchanged && before?.asOf === write.asOf && before.source === write.source) return false;
  await db
    .insert(fxRates)
    .values({ currency: write.currency, perEur: write.perEur, source: write.source, asOf: write.asOf, updatedAt: write.at })
    .onConflictDoUpdate({ target: fxRates.currency, set: { perEur: write.perEur, source: write.source, asOf: write.asOf, updatedAt: write.at } });
  if (unchanged) return false;
  await db.insert(fxRateChanges).values({
    currency: write.currency,
    before: before?.perEur ?? null,
    after: write.perEur,
    source: write.source,
    changedBy: write.changedBy,
    reason: write.reason ?? null,
    changedAt: write.at,
  });
  return true;
}

export const rateChanges = (db: Db, currency: string) =>
  db.select().from(fxRateChanges).where(eq(fxRateChanges.currency, currency)).orderBy(asc(fxRateChanges.id));

export async function hasRates(db: Db): Promise<boolean> {
  return (await db.select({ currency: fxRates.currency }).from(fxRates).limit(1)).length > 0;
}
