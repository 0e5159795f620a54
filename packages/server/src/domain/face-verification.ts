/**
 * Face verification (spec 001 sections 2 and 4: /self_pass, /verify; issue 16 item 6). One const
 * array of statuses (it gives the PostgreSQL enum and the TypeScript union) and one pure table of
 * the moves a vendor's report may make. Reports arrive by signed callback and by status query, in
 * any order and more than once: a report that would leave a final status is refused, the same
 * report again is `same` (nothing to write).
 *
 * - pending: the session exists; the payer has not finished the liveness check on the vendor's page.
 * - passed / failed: the vendor's verdict (failed carries the vendor's reason).
 * - expired: the session ran out before a verdict (our clock, FACE_SESSION_SECONDS).
 * A failed or expired verification is not retried in place: "re-verify" starts a new session.
 */

export const FACE_VERIFICATION_STATUSES = ['pending', 'passed', 'failed', 'expired'] as const;
export type FaceVerificationStatus = (typeof FACE_VERIFICATION_STATUSES)[number];

/** Why a vendor failed a check (a real vendor's codes map onto these). */
export const FACE_FAILURE_REASONS = ['not_live', 'face_mismatch', 'retry'] as const;
export type FaceFailureReason = (typeof FACE_FAILURE_REASONS)[number];

/** How long the payer has to finish on the vendor's page. */
export const FACE_SESSION_SECONDS = 15 * 60;

const TABLE: Readonly<Record<FaceVerificationStatus, readonly FaceVerificationStatus[]>> = {
  pending: ['passed', 'failed', 'expired'],
  passed: [],
  failed: [],
  expired: [],
};

export const isFinalFace = (status: FaceVerificationStatus): boolean => TABLE[status].length === 0;

export type FaceTransition =
  | { readonly kind: 'move'; readonly from: FaceVerificationStatus; readonly to: FaceVerificationStatus }
  | { readonly kind: 'same'; readonly status: FaceVerificationStatus }
  | { readonly kind: 'refused'; readonly from: FaceVerificationStatus; readonly to: FaceVerificationStatus };

export function faceTransition(status: FaceVerificationStatus, to: FaceVerificationStatus): FaceTransition {
  if (status === to) return { kind: 'same', status };
  return TABLE[status].includes(to) ? { kind: 'move', from: status, to } : { kind: 'refused', from: status, to };
}

export const isFaceStatus = (value: unknown): value is FaceVerificationStatus => typeof value === 'string' && (FACE_VERIFICATION_STATUSES as readonly string[]).includes(value);
export const isFaceFailureReason = (value: unknown): value is FaceFailureReason => typeof value === 'string' && (FACE_FAILURE_REASONS as readonly string[]).includes(value);
