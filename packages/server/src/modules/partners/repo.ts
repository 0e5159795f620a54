/** Queries of the partners module (drizzle, nothing else). */
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { partnerOrders, partners, partnerSignatures } from '../../db/schema';

export type PartnerRow = typeof partners.$inferSelect;
export type NewPartner = typeof partners.$inferInsert;
export type PartnerOrderRow = typeof partnerOrders.$inferSelect;

export async function partnerByName(db: Db, name: string): Promise<PartnerRow | null> {
  const [row] = await db.select().from(partners).where(eq(partners.name, name)).limit(1);
  return row ?? null;
}

export async function partnerById(db: Db, id: number): Promise<PartnerRow | null> {
  const [row] = await db.select().from(partners).where(eq(partners.id, id)).limit(1);
  return row ?? null;
}

/** Inserts a partner unless one of that name exists; answers whether it was new. */
export async function insertPartner(db: Db, values: NewPartner): Promise<boolean> {
  const rows = await db.insert(partners).values(values).onConflictDoNothing().returning({ id: partners.id });
  return rows.length > 0;
}

export async function setReturnUrls(db: Db, id: number, urls: readonly string[]): Promise<void> {
  await db.update(partners).set({ returnUrls: [...urls] }).where(eq(partners.id, id));
}

/**
 * Records a signature as used (the table's key refuses a second use); expired ones go first, so the
 * table holds only the tolerance window. Answers false when it was used before: a replay.
 */
export async function useSignature(db: Db, partnerId: number, signature: string, expiresAt: Date, now: Date): Promise<boolean> {
  await db.delete(partnerSignatures).where(lte(partnerSignatures.expiresAt, now));
  const rows = await db.insert(partnerSignatures).values({ partnerId, signature, expiresAt }).onConflictDoNothing().returning({ s: partnerSignatures.signature });
  return rows.length > 0;
}

export async function partnerOrderByReference(db: Db, partnerId: number, reference: string): Promise<PartnerOrderRow | null> {
  const [row] = await db.select().from(partnerOrders).where(and(eq(partnerOrders.partnerId, partnerId), eq(partnerOrders.reference, reference))).limit(1);
  return row ?? null;
}

export async function partnerOrderOf(db: Db, orderId: string, lock = false): Promise<PartnerOrderRow | null> {
  if (!/^[0-9a-f-]{36}$/.test(orderId)) return null;
  const query = db.select().from(partnerOrders).where(eq(partnerOrders.orderId, orderId)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function insertPartnerOrder(db: Db, values: typeof partnerOrders.$inferInsert): Promise<PartnerOrderRow> {
  const [row] = await db.insert(partnerOrders).values(values).returning();
  if (!row) throw new Error('partner order insert returned nothing');
  return row;
}

export async function markBound(db: Db, orderId: string, at: Date): Promise<void> {
  await db.update(partnerOrders).set({ boundAt: at }).where(eq(partnerOrders.orderId, orderId));
}

/** Raises the link version of these references' orders (their links stop working); answers the references found. */
export async function invalidateLinks(db: Db, partnerId: number, references: readonly string[]): Promise<string[]> {
  if (references.length === 0) return [];
  const rows = await db
    .update(partnerOrders)
    .set({ linkVersion: sql`${partnerOrders.linkVersion} + 1` })
    .where(and(eq(partnerOrders.partnerId, partnerId), inArray(partnerOrders.reference, [...references])))
    .returning({ reference: partnerOrders.reference });
  return rows.map((r) => r.reference);
}
