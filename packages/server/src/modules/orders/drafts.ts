/**
 * Drafts of logged-in payers (issue 15 item 6): the form as typed, sealed with the identity key
 * (a half-typed citizen ID is still an identity number), one per payer and payee account.
 */
import type { AppContext } from '../../context';
import { identityKey, openIdentity, sealIdentity } from '../../domain/identity-seal';
import * as repo from './repo';

export async function saveDraft(ctx: AppContext, userId: number, accountId: number, values: Record<string, unknown>): Promise<Date> {
  const key = identityKey(ctx.secret);
  const at = ctx.now();
  await repo.saveDraft(ctx.db, userId, accountId, { key_id: key.id, sealed: sealIdentity(key, JSON.stringify(values)) }, at);
  return at;
}

export async function loadDraft(ctx: AppContext, userId: number, accountId: number): Promise<{ values: Record<string, unknown>; savedAt: Date } | null> {
  const row = await repo.draftOf(ctx.db, userId, accountId);
  if (!row) return null;
  const stored = row.values as { key_id: string; sealed: string };
  return { values: JSON.parse(openIdentity([identityKey(ctx.secret)], stored.key_id, stored.sealed)) as Record<string, unknown>, savedAt: row.updatedAt };
}
