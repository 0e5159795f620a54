/**
 * Idempotency keys with Stripe's semantics (ARCHITECTURE "Money, orders and payments"; issue 15
 * item 4), for every POST that creates money movement (order_submit today, payments next):
 * - the same key with the same request answers the first answer again, without running the call;
 * - the same key with another request is refused (412 IDEMPOTENCY_CONFLICT), whatever it asks;
 * - keys live 24 hours (plugins/cleanup.ts deletes them after that); an expired key is new again.
 *
 * The key row is inserted in the same transaction as the call's own writes and filled with the
 * answer before the commit. A second request with the key while the first runs waits on the
 * primary key (PostgreSQL blocks a conflicting insert until the first transaction ends), then finds
 * the finished answer: two submits at once make one order. A refusal rolls the transaction back,
 * key row included, so a corrected retry with the same key runs (Stripe: failed validation is not saved).
 */
import { and, eq, lte } from 'drizzle-orm';
import { STATUS } from '@edupay/forms/contract';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import { sha256 } from '../domain/secrets';
import { BusinessError } from './business-error';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const IDEMPOTENCY_TTL_SECONDS = 24 * 3600;

/** JSON with object keys sorted, so the same body hashes the same whatever the key order. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** A key as clients send it: 1-255 visible ASCII characters (Stripe allows up to 255). */
export function readIdempotencyKey(header: string | string[] | undefined): string | null {
  const value = Array.isArray(header) ? header[0] : header;
  if (value === undefined) return null;
  const key = value.trim();
  return /^[\x21-\x7e]{1,255}$/.test(key) ? key : '';
}

export type Idempotent<T> = { readonly replayed: boolean; readonly answer: T };

/**
 * Runs `call` once per (scope, key): `scope` names the call and its caller, so two payers' keys
 * never meet; `request` is what must be the same for a replay. `call` gets the transaction its
 * writes must use; its answer must be JSON (it is stored and replayed as is).
 */
export async function idempotent<T>(
  ctx: AppContext,
  scope: string,
  key: string,
  request: unknown,
  call: (tx: Db) => Promise<T>,
): Promise<Idempotent<T>> {
  const requestHash = sha256(canonicalJson(request));
  const now = ctx.now();
  return ctx.db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    await tx.delete(idempotencyKeys).where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key), lte(idempotencyKeys.expiresAt, now)));
    const inserted = await tx
      .insert(idempotencyKeys)
      .values({ scope, key, requestHash, createdAt: now, expiresAt: new Date(now.getTime() + IDEMPOTENCY_TTL_SECONDS * 1000) })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (inserted.length === 0) {
      const [row] = await tx
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)))
        .limit(1);
      if (!row || row.requestHash !== requestHash) throw new BusinessError(STATUS.IDEMPOTENCY_CONFLICT, 'idempotencyConflict');
      // A committed row always has its answer (it is written before the commit).
      return { replayed: true, answer: row.response as T };
    }
    const answer = await call(tx);
    await tx
      .update(idempotencyKeys)
      .set({ response: answer as object })
      .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
    return { replayed: false, answer };
  });
}

/** The header schema of a call that takes an Idempotency-Key, for its OpenAPI entry (`what` the key stands for). */
export function idempotencyKeyHeaders(what: string) {
  return {
    type: 'object',
    properties: {
      [IDEMPOTENCY_HEADER]: { type: 'string', maxLength: 255, description: `A new random key per ${what} (e.g. a UUID); resend the same on retries`, examples: ['4b2a7c1e-9d3f-4e5a-8b6c-1d2e3f4a5b6c'] },
    },
  } as const;
}
