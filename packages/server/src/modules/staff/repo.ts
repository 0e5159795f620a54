/** The queries of the staff lookup: managers by messaging id or by the end of a phone number. */
import { or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { managers } from '../../db/schema';

export type StaffRow = typeof managers.$inferSelect;

/**
 * The first manager whose WeChat id is `keyword` (any case), or whose phone or WhatsApp number ends
 * with `digits` (at least 5 digits, separators ignored); null when none.
 */
export async function staffByContact(db: Db, keyword: string, digits: string): Promise<StaffRow | null> {
  const byNumber = digits.length >= 5;
  const [staff] = await db
    .select()
    .from(managers)
    .where(
      or(
        sql`lower(${managers.wechatId}) = ${keyword.toLowerCase()}`,
        byNumber ? sql`regexp_replace(${managers.phone}, '\\D', '', 'g') like ${`%${digits}`}` : sql`false`,
        byNumber ? sql`regexp_replace(coalesce(${managers.whatsapp}, ''), '\\D', '', 'g') like ${`%${digits}`}` : sql`false`,
      ),
    )
    .limit(1);
  return staff ?? null;
}
