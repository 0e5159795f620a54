/**
 * Demo data of the payments module (issue 17 item 3): a demo payer who paid orders in the points
 * era (2016-01-01 to 2018-03-01, so they hold points that never expire) and coupons of theirs.
 * Development and test databases only: a production database gets no account with a known phone.
 * Idempotent (every insert does nothing when its row exists), so it runs on every start.
 */
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { coupons, managers, pointsEntries, users } from '../../db/schema';
import { pointsEarned } from '../../domain/points';

/** The demo payer logs in by SMS (the code is in the development outbox, /dev/outbox). */
export const DEMO_PAYER_PHONE = { telCode: '+86', phone: '13700000001', e164: '+8613700000001' } as const;

/** Orders the demo payer paid before this system (order number, CNY paid, when). Points follow from the rule. */
export const DEMO_PAYER_HISTORY: readonly { readonly orderNo: string; readonly paidCny: string; readonly paidAt: string }[] = [
  { orderNo: 'EP20160315000412', paidCny: '186000.00', paidAt: '2016-03-15T11:20:00+08:00' }, // 31 points
  { orderNo: 'EP20160820001377', paidCny: '1236000.00', paidAt: '2016-08-20T10:05:00+08:00' }, // 206 points
  { orderNo: 'EP20170220000259', paidCny: '5800.00', paidAt: '2017-02-20T15:40:00+08:00' }, // below 6,000: none
  { orderNo: 'EP20180110000804', paidCny: '62000.00', paidAt: '2018-01-10T09:30:00+08:00' }, // 10 points
  { orderNo: 'EP20180402000116', paidCny: '180000.00', paidAt: '2018-04-02T14:00:00+08:00' }, // after accrual stopped: none
];

/** Stable ids, so examples and tests can name them. Valid-until days are inclusive (Beijing). */
export const DEMO_COUPONS = [
  { id: 'DEMO-WELCOME-50', name: { en: 'Welcome coupon', 'zh-CN': '新用户优惠券', 'zh-TW': '新用戶優惠券' }, kind: 'amount', amountMinor: 5_000n, currency: 'CNY', feeBps: null, validUntil: '2027-12-31' },
  { id: 'DEMO-FEE-HALF', name: { en: 'Half the channel fee', 'zh-CN': '通道手续费五折券', 'zh-TW': '通道手續費五折券' }, kind: 'fee_percent', amountMinor: null, currency: null, feeBps: 5_000, validUntil: '2027-06-30' },
  { id: 'DEMO-SPRING-100', name: { en: 'Spring coupon', 'zh-CN': '春季优惠券', 'zh-TW': '春季優惠券' }, kind: 'amount', amountMinor: 10_000n, currency: 'CNY', feeBps: null, validUntil: '2026-02-28' },
] as const;

const SEEDED_AT = new Date('2026-11-24T00:00:00Z');

export async function seedDemoPayer(db: Db): Promise<void> {
  // Like a registration: the least-loaded manager, and their count goes up (it counts their users).
  const [manager] = await db.select({ id: managers.id }).from(managers).orderBy(asc(managers.assignedCount), asc(managers.id)).limit(1);
  const inserted = await db
    .insert(users)
    .values({
      publicId: 'demo-payer',
      telCode: DEMO_PAYER_PHONE.telCode,
      phone: DEMO_PAYER_PHONE.phone,
      phoneE164: DEMO_PAYER_PHONE.e164,
      regRole: 'parent',
      regName: '王芳',
      studentName: '李雷',
      countryCode: 'CHN',
      regCollege: 'University College London',
      managerId: manager?.id ?? null,
      createdAt: new Date('2015-09-01T00:00:00+08:00'),
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (inserted.length > 0 && manager) await db.update(managers).set({ assignedCount: sql`${managers.assignedCount} + 1` }).where(eq(managers.id, manager.id));
  const [payer] = await db.select({ id: users.id }).from(users).where(eq(users.phoneE164, DEMO_PAYER_PHONE.e164)).limit(1);
  if (!payer) return;
  for (const h of DEMO_PAYER_HISTORY) {
    const paidCnyMinor = BigInt(h.paidCny.replace('.', ''));
    const points = pointsEarned(paidCnyMinor, new Date(h.paidAt));
    if (points === 0) continue; // the ledger records points, not orders that earned none
    await db.insert(pointsEntries).values({ userId: payer.id, kind: 'accrual', points, orderRef: h.orderNo, paidCnyMinor, occurredAt: new Date(h.paidAt) }).onConflictDoNothing();
  }
  for (const c of DEMO_COUPONS) {
    await db
      .insert(coupons)
      .values({ ...c, userId: payer.id, name: c.name, createdAt: SEEDED_AT })
      .onConflictDoNothing();
  }
}
