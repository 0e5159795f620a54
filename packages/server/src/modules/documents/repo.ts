/** Queries of the documents module (drizzle, nothing else). Who may see a document is its order's business. */
import { and, asc, count, desc, eq, gt, inArray, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contractSignatures, documents, identityCollections, orders, rentContracts, uploadTickets, type DocumentSlot } from '../../db/schema';
import { ownedBy, type OrderOwner } from '../orders/repo';

export type DocumentRow = typeof documents.$inferSelect;
export type NewDocument = typeof documents.$inferInsert;

const UUID = /^[0-9a-f-]{36}$/;

export async function insertDocument(db: Db, values: NewDocument): Promise<DocumentRow> {
  const [row] = await db.insert(documents).values(values).returning();
  if (!row) throw new Error('document insert returned nothing');
  return row;
}

/** Files of an order not deleted, oldest first (upload order: front before back). */
export async function documentsOfOrder(db: Db, orderId: string): Promise<DocumentRow[]> {
  return db
    .select()
    .from(documents)
    .where(and(eq(documents.orderId, orderId), isNull(documents.deletedAt)))
    .orderBy(documents.seq);
}

/** The files of several orders at once, by order id, each list oldest first (a queue of orders: one query, not one per order). */
export async function documentsOfOrders(db: Db, orderIds: readonly string[]): Promise<Map<string, DocumentRow[]>> {
  const byOrder = new Map<string, DocumentRow[]>(orderIds.map((id) => [id, []]));
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select()
    .from(documents)
    .where(and(inArray(documents.orderId, [...orderIds]), isNull(documents.deletedAt)))
    .orderBy(asc(documents.orderId), asc(documents.seq));
  for (const row of rows) byOrder.get(row.orderId)?.push(row);
  return byOrder;
}

export async function countInSlot(db: Db, orderId: string, slot: DocumentSlot): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(documents)
    .where(and(eq(documents.orderId, orderId), eq(documents.slot, slot), isNull(documents.deletedAt)));
  return Number(row?.n ?? 0);
}

/** A live document of an order. */
export async function documentOfOrder(db: Db, orderId: string, fileId: string): Promise<DocumentRow | null> {
  if (!UUID.test(fileId) || !UUID.test(orderId)) return null;
  const [row] = await db
    .select()
    .from(documents)
    .where(and(eq(documents.id, fileId), eq(documents.orderId, orderId), isNull(documents.deletedAt)))
    .limit(1);
  return row ?? null;
}

/** A live document whose order `owner` may see (another payer's id finds nothing). */
export async function ownedDocument(db: Db, owner: OrderOwner, fileId: string): Promise<DocumentRow | null> {
  if (!UUID.test(fileId)) return null;
  const [row] = await db
    .select({ document: documents })
    .from(documents)
    .innerJoin(orders, eq(orders.id, documents.orderId))
    .where(and(eq(documents.id, fileId), isNull(documents.deletedAt), ownedBy(owner)))
    .limit(1);
  return row?.document ?? null;
}

/** The owner's live documents on their other orders, newest first (the "past files" tab). */
export async function pastDocuments(db: Db, owner: OrderOwner, exceptOrderId: string | null, slot: DocumentSlot | null, limit = 100) {
  return db
    .select({ document: documents, orderNumber: orders.orderNumber })
    .from(documents)
    .innerJoin(orders, eq(orders.id, documents.orderId))
    .where(
      and(
        isNull(documents.deletedAt),
        ownedBy(owner),
        exceptOrderId ? ne(documents.orderId, exceptOrderId) : undefined,
        slot ? eq(documents.slot, slot) : undefined,
      ),
    )
    .orderBy(desc(documents.createdAt), desc(documents.seq))
    .limit(limit);
}

export async function markDeleted(db: Db, id: string, at: Date): Promise<void> {
  await db.update(documents).set({ deletedAt: at }).where(eq(documents.id, id));
}

// --- scan-to-upload tickets

export type TicketRow = typeof uploadTickets.$inferSelect;

export async function insertTicket(db: Db, values: typeof uploadTickets.$inferInsert): Promise<void> {
  await db.insert(uploadTickets).values(values);
}

export async function ticketById(db: Db, id: string): Promise<TicketRow | null> {
  const [row] = await db.select().from(uploadTickets).where(eq(uploadTickets.id, id));
  return row ?? null;
}

export async function ticketOfOrder(db: Db, orderId: string, id: string): Promise<TicketRow | null> {
  if (!UUID.test(id)) return null;
  const [row] = await db
    .select()
    .from(uploadTickets)
    .where(and(eq(uploadTickets.id, id), eq(uploadTickets.orderId, orderId)));
  return row ?? null;
}

/** Marks the ticket used if it is still unused and unexpired at `now`; false when another use came first. */
export async function claimTicket(db: Db, id: string, now: Date): Promise<boolean> {
  const claimed = await db
    .update(uploadTickets)
    .set({ usedAt: now })
    .where(and(eq(uploadTickets.id, id), isNull(uploadTickets.usedAt), gt(uploadTickets.expiresAt, now)))
    .returning({ id: uploadTickets.id });
  return claimed.length > 0;
}

export async function releaseTicket(db: Db, id: string): Promise<void> {
  await db.update(uploadTickets).set({ usedAt: null }).where(eq(uploadTickets.id, id));
}

export async function setTicketFile(db: Db, id: string, fileId: string): Promise<void> {
  await db.update(uploadTickets).set({ fileId }).where(eq(uploadTickets.id, id));
}

/** Who owns a ticket's order (the phone uploads as that payer). */
export async function ownerOfOrder(db: Db, orderId: string): Promise<{ userId: number | null; phoneE164: string | null } | null> {
  const [row] = await db.select({ userId: orders.userId, phoneE164: orders.phoneE164 }).from(orders).where(eq(orders.id, orderId));
  return row ?? null;
}

// --- identity collection

export type IdentityRow = typeof identityCollections.$inferSelect;

/** One identity per order and person: a new collection replaces the old (keeping its id and creation time). */
export async function saveIdentity(db: Db, values: typeof identityCollections.$inferInsert): Promise<IdentityRow> {
  const [row] = await db
    .insert(identityCollections)
    .values(values)
    .onConflictDoUpdate({
      target: [identityCollections.orderId, identityCollections.identity],
      set: { collectorName: values.collectorName, idNumberSealed: values.idNumberSealed, identityKeyId: values.identityKeyId, phone: values.phone, updatedAt: values.updatedAt },
    })
    .returning();
  if (!row) throw new Error('identity upsert returned nothing');
  return row;
}

export async function identitiesOfOrder(db: Db, orderId: string): Promise<IdentityRow[]> {
  return db.select().from(identityCollections).where(eq(identityCollections.orderId, orderId)).orderBy(identityCollections.identity);
}

// --- rent contracts and their signatures (sign_info)

export type RentContractRow = typeof rentContracts.$inferSelect;
export type SignatureRow = typeof contractSignatures.$inferSelect;

export async function rentContractOfOrder(db: Db, orderId: string): Promise<RentContractRow | null> {
  const [row] = await db.select().from(rentContracts).where(eq(rentContracts.orderId, orderId)).limit(1);
  return row ?? null;
}

/** The newest signature of an order of a kind (signatures are append-only; the newest one counts). */
export async function latestSignature(db: Db, orderId: string, kind: string): Promise<SignatureRow | null> {
  const [row] = await db
    .select()
    .from(contractSignatures)
    .where(and(eq(contractSignatures.orderId, orderId), eq(contractSignatures.kind, kind)))
    .orderBy(desc(contractSignatures.seq))
    .limit(1);
  return row ?? null;
}

export async function insertSignature(db: Db, values: typeof contractSignatures.$inferInsert): Promise<SignatureRow> {
  const [row] = await db.insert(contractSignatures).values(values).returning();
  if (!row) throw new Error('signature insert returned nothing');
  return row;
}

/** POST /order/ident: the payer declared the documents complete (the first time counts). */
export async function markDocumentsSubmitted(db: Db, orderId: string, at: Date): Promise<Date> {
  const [row] = await db
    .update(orders)
    .set({ documentsSubmittedAt: at })
    .where(and(eq(orders.id, orderId), isNull(orders.documentsSubmittedAt)))
    .returning({ at: orders.documentsSubmittedAt });
  if (row?.at) return row.at;
  const [kept] = await db.select({ at: orders.documentsSubmittedAt }).from(orders).where(eq(orders.id, orderId)).limit(1);
  return kept?.at ?? at;
}
