/**
 * The face-verification vendor (issue 16 item 6), the verbs such vendors offer (Tencent Cloud
 * FaceID's H5 flow, Alibaba Cloud's ID verification, Onfido/Veriff): start a session for a person
 * (name and ID number: the vendor compares the live face with the ID's photo), send the payer to the
 * vendor's hosted page where they do the liveness check (on the phone, by QR code), and learn the
 * verdict by a signed callback or by asking (status). Nothing of the face (photo, video) reaches us:
 * only pass or fail and why.
 */
import type { Db } from '../../db/client';
import type { FaceFailureReason, FaceVerificationStatus } from '../../domain/face-verification';

export interface StartFaceSession {
  /** Our verification id: the vendor echoes it in callbacks. */
  readonly verificationId: string;
  readonly name: string;
  /** The ID number in clear: goes to the vendor only (it is the point of the check), never logged. */
  readonly idNumber: string;
  /** Where the hosted page sends the payer back when done (our redirect_tencent_validate). */
  readonly returnUrl: string;
}

export interface StartedFaceSession {
  /** The vendor's id of the session. */
  readonly providerRef: string;
  /** The hosted liveness page (absolute: a phone opens it from a QR code). */
  readonly url: string;
}

export interface FaceSessionState {
  readonly providerRef: string;
  readonly verificationId: string;
  readonly status: FaceVerificationStatus;
  readonly failureReason: FaceFailureReason | null;
  /** The vendor's event that last changed the session (applied once by us). */
  readonly eventId: string;
}

export type VerifiedFaceCallback = { readonly ok: true; readonly event: FaceSessionState } | { readonly ok: false; readonly reason: 'malformed' | 'mismatch' | 'stale' };

export interface FaceVerificationProvider {
  /** 'none': no vendor configured (production without one): every start is refused. */
  readonly kind: 'sandbox' | 'none';
  /** `books`: the caller's transaction; the sandbox keeps its books in our database (a real vendor ignores it). */
  start(session: StartFaceSession, books?: Db): Promise<StartedFaceSession>;
  /** The session as the vendor knows it now; null when it has no such session. */
  status(providerRef: string): Promise<FaceSessionState | null>;
  /** Checks `EduPay-Signature` against the raw body (300 s tolerance) and parses the event. */
  verifyCallback(rawBody: string, signature: string | undefined, now: Date): VerifiedFaceCallback;
}
