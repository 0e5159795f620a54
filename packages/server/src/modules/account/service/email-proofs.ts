/**
 * Proving an e-mail address (issue 11, item 1): an address given at registration, or as the
 * second contact of a phone account, is contact data until its owner opens the link e-mailed to
 * it. Only then does it log in and count for uniqueness (the partial unique index on users).
 * Links carry proof (the id, public) and key (a secret stored as sha-256).
 */
import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../../context';
import { secondsFrom } from '../../../context';
import type { Db } from '../../../db/client';
import { randomToken, sameHash, sha256 } from '../../../domain/secrets';
import { t, type Locale } from '../../../messages';
import { emailProofById, insertEmailProof, isUniqueViolation, markEmailVerified, spendEmailProof } from '../repo';

/** A day: long enough to find the mail, short enough that an old mailbox leak does not prove it. */
const PROOF_TTL_SECONDS = 24 * 3600;

export function emailProofLink(publicUrl: string, proof: { id: string; oid: string }): string {
  const query = new URLSearchParams({ proof: proof.id, key: proof.oid });
  return `${publicUrl.replace(/\/$/, '')}/api/user/confirm_email?${query.toString()}`;
}

/** E-mail the owner of `email` a link proving it belongs to `userId`. */
export async function sendEmailProof(ctx: AppContext, input: { userId: number; email: string; locale: Locale }): Promise<void> {
  const now = ctx.now();
  const proof = { id: randomUUID(), oid: randomToken(24) };
  // The proof and its e-mail commit together; the job queue sends (and retries) the mail.
  await ctx.jobs.transaction(async (tx, enqueue) => {
    await insertEmailProof(tx, {
      id: proof.id,
      userId: input.userId,
      email: input.email.toLowerCase(),
      secretHash: sha256(proof.oid),
      expiresAt: secondsFrom(now, PROOF_TTL_SECONDS),
      createdAt: now,
    });
    await enqueue('email', {
      to: input.email,
      subject: t(input.locale, 'emailProofSubject'),
      text: t(input.locale, 'emailProofBody', { link: emailProofLink(ctx.config.publicUrl, proof), hours: PROOF_TTL_SECONDS / 3600 }),
    });
  });
}

export type ProofOutcome = { userId: number } | 'invalid' | 'taken';

/**
 * Spend the link and make the address a login of its account: 'invalid' when the link is
 * unknown, used, expired, forged or the account's address changed since; 'taken' when another
 * account proved the address first.
 */
export async function proveEmail(ctx: AppContext, link: { id: string; oid: string }): Promise<ProofOutcome> {
  const now = ctx.now();
  try {
    return await ctx.db.transaction(async (txn) => {
      const tx = txn as unknown as Db;
      const row = await emailProofById(tx, link.id);
      if (!row || row.usedAt || row.expiresAt <= now || !sameHash(row.secretHash, sha256(link.oid))) return 'invalid' as const;
      if (!(await spendEmailProof(tx, row.id, now))) return 'invalid' as const;
      return (await markEmailVerified(tx, row.userId, row.email, now)) ? { userId: row.userId } : ('invalid' as const);
    });
  } catch (error) {
    if (isUniqueViolation(error)) return 'taken';
    throw error;
  }
}
