/** Passwords with argon2id; the cost comes from the context (cheaper in tests, never in production). */
import argon2 from 'argon2';
import type { Argon2Cost } from '../config';

export function hashPassword(password: string, cost: Argon2Cost): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id, ...cost });
}

export async function verifyPassword(hash: string | null, password: string): Promise<boolean> {
  if (!hash) return false;
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

/** A real hash to verify against when the account does not exist, so timing does not tell. */
let decoy: Promise<string> | undefined;
export function decoyHash(cost: Argon2Cost): Promise<string> {
  decoy ??= hashPassword('decoy-password-never-matches', cost);
  return decoy;
}
