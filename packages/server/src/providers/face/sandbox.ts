/**
 * The development face vendor (issue 16 item 6): offline, yet behaving like a real one. It keeps
 * its own books (`sandbox_face_sessions`), hosts its own liveness page (modules/dev/routes/face.ts:
 * "the camera" is a choice of buttons) and tells our server the verdict only by signed callback, as
 * a real vendor does over HTTP; the status query answers from its books.
 *
 * The hosted page's buttons are the documented magic values: `pass`, `fail_not_live` (no live person:
 * a photo held to the camera), `fail_mismatch` (the face is not the ID's owner) and `retry` (the
 * vendor could not judge: too dark, face not found; the payer starts again).
 */
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sandboxFaceSessions } from '../../db/schema';
import { signCallback, verifyCallback } from '../../domain/callback-signature';
import { faceTransition, isFaceFailureReason, isFaceStatus, type FaceFailureReason } from '../../domain/face-verification';
import { maskIdentity } from '../../domain/identity-seal';
import { hmac } from '../../domain/secrets';
import type { FaceSessionState, FaceVerificationProvider, VerifiedFaceCallback } from './types';

type SessionRow = typeof sandboxFaceSessions.$inferSelect;

/** The secret the sandbox signs with: derived from the app's secret, so nothing else is configured. */
export const sandboxFaceSecret = (appSecret: string): string => hmac(appSecret, 'face-sandbox-callback');

/** The hosted page's answers (magic values) and the verdict each gives. */
export const SANDBOX_FACE_ANSWERS = {
  pass: { status: 'passed', reason: null },
  fail_not_live: { status: 'failed', reason: 'not_live' },
  fail_mismatch: { status: 'failed', reason: 'face_mismatch' },
  retry: { status: 'failed', reason: 'retry' },
} as const satisfies Record<string, { status: 'passed' | 'failed'; reason: FaceFailureReason | null }>;
export type SandboxFaceAnswer = keyof typeof SANDBOX_FACE_ANSWERS;
export const isSandboxFaceAnswer = (value: unknown): value is SandboxFaceAnswer => typeof value === 'string' && Object.hasOwn(SANDBOX_FACE_ANSWERS, value);

export type DeliverFaceCallback = (body: string, signature: string) => Promise<void>;

export interface SandboxFaceOptions {
  readonly db: Db;
  readonly appSecret: string;
  readonly now: () => Date;
  /** Where phones open the hosted page (the QR code must hold an absolute URL). */
  readonly publicUrl: string;
}

export interface SandboxFaceProvider extends FaceVerificationProvider {
  session(ref: string): Promise<SessionRow | null>;
  /** The hosted page's buttons: records the verdict and calls back (unless `notify: false`: a lost callback). */
  answer(ref: string, answer: SandboxFaceAnswer, options?: { readonly notify?: boolean }): Promise<SessionRow | null>;
  setDeliver(deliver: DeliverFaceCallback): void;
}

export function sandboxFaceProvider(options: SandboxFaceOptions): SandboxFaceProvider {
  const { db } = options;
  const secret = sandboxFaceSecret(options.appSecret);
  let deliver: DeliverFaceCallback | null = null;

  const load = async (ref: string) => {
    if (!/^fsb_[0-9a-f]{32}$/.test(ref)) return null;
    const [row] = await db.select().from(sandboxFaceSessions).where(eq(sandboxFaceSessions.ref, ref)).limit(1);
    return row ?? null;
  };

  const stateOf = (row: SessionRow): FaceSessionState => ({
    providerRef: row.ref,
    verificationId: row.verificationId,
    status: row.status,
    failureReason: row.failureReason,
    eventId: `fevt_${row.ref}_${row.eventSeq}`,
  });

  const notify = async (row: SessionRow) => {
    if (!deliver) return;
    const state = stateOf(row);
    const body = JSON.stringify({ id: state.eventId, type: 'face_session.updated', data: { provider_ref: state.providerRef, verification_id: state.verificationId, status: state.status, failure_reason: state.failureReason } });
    await deliver(body, signCallback(secret, body, options.now()));
  };

  return {
    kind: 'sandbox',
    async start(input, books = db) {
      const ref = `fsb_${randomUUID().replaceAll('-', '')}`;
      const now = options.now();
      await books.insert(sandboxFaceSessions).values({
        ref,
        verificationId: input.verificationId,
        personName: input.name,
        // A real vendor keeps the number; the sandbox has no use for it beyond showing whom it checks.
        idNumberMasked: maskIdentity(input.idNumber),
        status: 'pending',
        returnUrl: input.returnUrl,
        createdAt: now,
        updatedAt: now,
      });
      return { providerRef: ref, url: `${options.publicUrl.replace(/\/$/, '')}/dev/face/${ref}` };
    },
    async status(ref) {
      const row = await load(ref);
      return row ? stateOf(row) : null;
    },
    verifyCallback(rawBody, signature, now): VerifiedFaceCallback {
      const check = verifyCallback(secret, rawBody, signature, now);
      if (!check.ok) return check;
      try {
        const parsed = JSON.parse(rawBody) as { id?: unknown; type?: unknown; data?: Record<string, unknown> };
        const data = parsed.data ?? {};
        const reason = data['failure_reason'] ?? null;
        if (typeof parsed.id !== 'string' || parsed.type !== 'face_session.updated' || !isFaceStatus(data['status']) || typeof data['provider_ref'] !== 'string' || typeof data['verification_id'] !== 'string' || (reason !== null && !isFaceFailureReason(reason))) {
          return { ok: false, reason: 'malformed' };
        }
        return { ok: true, event: { eventId: parsed.id, providerRef: data['provider_ref'], verificationId: data['verification_id'], status: data['status'], failureReason: reason } };
      } catch {
        return { ok: false, reason: 'malformed' };
      }
    },
    session: load,
    async answer(ref, answer, opts = {}) {
      const row = await load(ref);
      if (!row) return null;
      const verdict = SANDBOX_FACE_ANSWERS[answer];
      if (faceTransition(row.status, verdict.status).kind !== 'move') return null;
      const [updated] = await db
        .update(sandboxFaceSessions)
        .set({ status: verdict.status, failureReason: verdict.reason, eventSeq: sql`${sandboxFaceSessions.eventSeq} + 1`, updatedAt: options.now() })
        .where(and(eq(sandboxFaceSessions.ref, ref), eq(sandboxFaceSessions.status, row.status), eq(sandboxFaceSessions.eventSeq, row.eventSeq)))
        .returning();
      if (updated && opts.notify !== false) await notify(updated);
      return updated ?? null;
    },
    setDeliver(fn) {
      deliver = fn;
    },
  };
}
