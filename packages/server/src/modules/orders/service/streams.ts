/**
 * The caps on open order event streams (config.ts Limits: orderStreamsPerSession, orderStreamsPerIp).
 * Each open stream is a row of order_streams, so the caps hold across instances; the count and the
 * insert run under the session's and the address's advisory locks, so streams opened at once are
 * counted one after another. A stream gives its row back when it ends; one an instance left behind
 * when it died stops counting at its `expires_at` (the stream's longest life, plus a minute).
 */
import { randomUUID } from 'node:crypto';
import { STATUS } from '@edupay/forms/contract';
import type { AppContext } from '../../../context';
import type { Db } from '../../../db/client';
import { secondsFrom } from '../../../context';
import { BusinessError } from '../../../http/business-error';
import * as repo from '../repo';

/** Takes a stream slot of `sessionId` at `ip`, or refuses (409) past either cap; the answer gives it back. */
export async function openStreamSlot(ctx: AppContext, sessionId: string, ip: string): Promise<() => Promise<void>> {
  const id = randomUUID();
  const now = ctx.now();
  await ctx.db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    // Session first, then address: every caller takes them in this order.
    await repo.lockKeys(tx, [`order_streams:session:${sessionId}`, `order_streams:ip:${ip}`]);
    const open = await repo.openStreamCounts(tx, sessionId, ip, now);
    if (open.session >= ctx.limits.orderStreamsPerSession || open.ip >= ctx.limits.orderStreamsPerIp) throw new BusinessError(STATUS.TOO_FREQUENT, 'orderStreamsLimit');
    await repo.insertStream(tx, { id, sessionId, ip, openedAt: now, expiresAt: secondsFrom(now, ctx.limits.orderStreamSeconds + 60) });
  });
  let released = false;
  return async () => {
    if (released) return;
    released = true;
    await repo.deleteStream(ctx.db, id);
  };
}
