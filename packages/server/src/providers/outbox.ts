/** The development outbox: where the offline SMS and mail providers put what they would send. */
import { desc } from 'drizzle-orm';
import type { Db } from '../db/client';
import { outbox, type OutboxChannel } from '../db/schema';

export interface OutboxMessage {
  readonly channel: OutboxChannel;
  readonly to: string;
  readonly subject: string | null;
  readonly body: string;
}

export async function writeOutbox(db: Db, message: OutboxMessage, now: Date): Promise<void> {
  await db.insert(outbox).values({ ...message, createdAt: now });
}

/** Newest first. */
export async function readOutbox(db: Db, limit = 200) {
  const rows = await db.select().from(outbox).orderBy(desc(outbox.createdAt), desc(outbox.id)).limit(limit);
  return rows.map((row) => ({
    channel: row.channel,
    to: row.to,
    subject: row.subject,
    body: row.body,
    created_at: row.createdAt.toISOString(),
  }));
}
