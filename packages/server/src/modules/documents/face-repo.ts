/** Queries of face verification (drizzle, nothing else). Who may see one is its order's business. */
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { faceVerificationEvents, faceVerifications } from '../../db/schema';

export type FaceVerificationRow = typeof faceVerifications.$inferSelect;
export type NewFaceVerification = typeof faceVerifications.$inferInsert;
export type FaceEventRow = typeof faceVerificationEvents.$inferSelect;

const UUID = /^[0-9a-f-]{36}$/;

export async function insertVerification(db: Db, values: NewFaceVerification): Promise<FaceVerificationRow> {
  const [row] = await db.insert(faceVerifications).values(values).returning();
  if (!row) throw new Error('face verification insert returned nothing');
  return row;
}

/** The order's newest verification. */
export async function latestOfOrder(db: Db, orderId: string): Promise<FaceVerificationRow | null> {
  const [row] = await db.select().from(faceVerifications).where(eq(faceVerifications.orderId, orderId)).orderBy(desc(faceVerifications.createdAt), desc(faceVerifications.id)).limit(1);
  return row ?? null;
}

export async function verificationById(db: Db, id: string, lock = false): Promise<FaceVerificationRow | null> {
  if (!UUID.test(id)) return null;
  const query = db.select().from(faceVerifications).where(eq(faceVerifications.id, id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function verificationOfOrder(db: Db, orderId: string, id: string): Promise<FaceVerificationRow | null> {
  if (!UUID.test(id)) return null;
  const [row] = await db.select().from(faceVerifications).where(and(eq(faceVerifications.id, id), eq(faceVerifications.orderId, orderId))).limit(1);
  return row ?? null;
}

export async function setStatus(db: Db, id: string, values: Pick<FaceVerificationRow, 'status' | 'failureReason' | 'updatedAt'>): Promise<void> {
  await db.update(faceVerifications).set(values).where(eq(faceVerifications.id, id));
}

export async function eventApplied(db: Db, providerEventId: string): Promise<boolean> {
  const [row] = await db.select({ id: faceVerificationEvents.id }).from(faceVerificationEvents).where(eq(faceVerificationEvents.providerEventId, providerEventId)).limit(1);
  return Boolean(row);
}

export async function insertEvent(db: Db, values: typeof faceVerificationEvents.$inferInsert): Promise<void> {
  await db.insert(faceVerificationEvents).values(values);
}

export async function eventsOf(db: Db, verificationId: string): Promise<FaceEventRow[]> {
  return db.select().from(faceVerificationEvents).where(eq(faceVerificationEvents.verificationId, verificationId)).orderBy(faceVerificationEvents.id);
}
