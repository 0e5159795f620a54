/**
 * Face verification of an order's payer (spec 001 sections 2 and 4: /self_pass shows a QR code the
 * payer scans, the vendor's page runs the liveness check, /verify shows passed or failed with
 * re-verify and go-pay; issue 16 item 6). The person checked is the order's payer: the name and ID
 * number the order was placed with, which the vendor compares with the face.
 *
 * Verdicts reach us through `applyFaceReport` only, from three doors: the vendor's signed callback,
 * the status query when the payer's page asks about a pending session (a callback may be lost), and
 * the return from the vendor's page (redirect_tencent_validate), which also queries: the browser's
 * query string is never believed. Each change is a face_verification_events row; a vendor event id
 * is applied once; a verdict never leaves a final status (domain/face-verification.ts).
 */
import { randomUUID } from 'node:crypto';
import { STATUS } from '@edupay/forms/contract';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { FACE_SESSION_SECONDS, faceTransition, type FaceFailureReason, type FaceVerificationStatus } from '../../domain/face-verification';
import { maskIdentity, openIdentity, sealIdentity } from '../../domain/identity-seal';
import { BusinessError } from '../../http/business-error';
import type { FaceSessionState } from '../../providers/face';
import { ownedOrder, type OrderOwner } from '../orders/repo';
import { identityKeys, opened } from '../orders/service/identity';
import * as repo from './face-repo';

export type FaceSource = 'live_verification' | 'callback' | 'status_query' | 'expiry';
export type FaceApplyResult = 'applied' | 'duplicate' | 'ignored' | 'unknown';

const orderNotFound = () => new BusinessError(STATUS.NOT_FOUND, 'orderNotFound', {}, { field: 'order_id' });

/** Where the vendor's page sends the payer back: our return call, which asks the vendor and then opens /verify. */
const returnUrlOf = (verificationId: string) => `/api/order/redirect_tencent_validate?verification_id=${verificationId}`;

/** A verification as the payer's pages see it: the ID number masked; the vendor's page only while it can still be used. */
export function faceView(ctx: AppContext, row: repo.FaceVerificationRow) {
  return {
    verification_id: row.id,
    order_id: row.orderId,
    status: row.status,
    failure_reason: row.failureReason,
    person_name: row.personName,
    id_number: maskIdentity(openIdentity(identityKeys(ctx), row.identityKeyId, row.idNumberSealed)),
    url: row.status === 'pending' ? row.url : null,
    expires_at: row.expiresAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/**
 * Moves a verification to what the vendor reports, once: the row is locked, an event id already
 * applied is a duplicate, a report for another verification or a move out of a final status is
 * ignored (and says so), the same status again writes nothing.
 */
export async function applyFaceReport(ctx: AppContext, report: FaceSessionState, source: FaceSource): Promise<FaceApplyResult> {
  return ctx.db.transaction(async (txRaw) => {
    const tx = txRaw as Db;
    const row = await repo.verificationById(tx, report.verificationId, true);
    if (!row || row.providerRef !== report.providerRef || row.provider !== ctx.face.kind) return 'unknown';
    if (await repo.eventApplied(tx, report.eventId)) return 'duplicate';
    const step = faceTransition(row.status, report.status);
    if (step.kind !== 'move') return 'ignored';
    const now = ctx.now();
    const reason: FaceFailureReason | null = report.status === 'failed' ? (report.failureReason ?? 'not_live') : null;
    await repo.setStatus(tx, row.id, { status: report.status, failureReason: reason, updatedAt: now });
    await repo.insertEvent(tx, { verificationId: row.id, fromStatus: row.status, toStatus: report.status, source, providerEventId: report.eventId, createdAt: now });
    return 'applied';
  });
}

/** A pending verification brought up to date: expired by our clock, else asked of the vendor. */
async function refresh(ctx: AppContext, row: repo.FaceVerificationRow): Promise<repo.FaceVerificationRow> {
  if (row.status !== 'pending') return row;
  if (ctx.now() >= row.expiresAt) {
    await expire(ctx, row.id);
  } else {
    const state = await ctx.face.status(row.providerRef);
    if (state && state.status !== 'pending') await applyFaceReport(ctx, state, 'status_query');
  }
  return (await repo.verificationById(ctx.db, row.id)) ?? row;
}

async function expire(ctx: AppContext, id: string): Promise<void> {
  await ctx.db.transaction(async (txRaw) => {
    const tx = txRaw as Db;
    const row = await repo.verificationById(tx, id, true);
    if (!row || faceTransition(row.status, 'expired').kind !== 'move') return;
    const now = ctx.now();
    await repo.setStatus(tx, id, { status: 'expired', failureReason: null, updatedAt: now });
    await repo.insertEvent(tx, { verificationId: id, fromStatus: row.status, toStatus: 'expired', source: 'expiry', providerEventId: null, createdAt: now });
  });
}

/** Starts a session at the vendor for the order's payer (the order row locked: two pages asking at once start one). */
async function start(ctx: AppContext, owner: OrderOwner, orderId: string, restart: boolean): Promise<repo.FaceVerificationRow> {
  return ctx.db.transaction(async (txRaw) => {
    const tx = txRaw as Db;
    const order = await ownedOrder(tx, owner, orderId, true);
    if (!order) throw orderNotFound();
    const latest = await repo.latestOfOrder(tx, order.id);
    // Another request started one meanwhile, or the payer already passed (a pass is not redone).
    if (latest && (latest.status === 'passed' || (latest.status === 'pending' && ctx.now() < latest.expiresAt) || (!restart && latest.status !== 'pending'))) return latest;
    if (ctx.face.kind === 'none') throw new BusinessError(STATUS.INVALID, 'faceUnavailable', {}, { field: 'order_id' });
    const payer = order.payer as Record<string, unknown>;
    const name = String(payer['payer_cn_name'] ?? '').trim();
    const idNumber = opened(ctx, order).payer_id_number;
    if (!name || !idNumber) throw new BusinessError(STATUS.INVALID, 'facePayerIdentityMissing', {}, { field: 'order_id' });
    const id = randomUUID();
    const now = ctx.now();
    const session = await ctx.face.start({ verificationId: id, name, idNumber, returnUrl: returnUrlOf(id) }, tx);
    const key = identityKeys(ctx)[0]!;
    const row = await repo.insertVerification(tx, {
      id,
      orderId: order.id,
      status: 'pending',
      personName: name,
      idNumberSealed: sealIdentity(key, idNumber),
      identityKeyId: key.id,
      provider: ctx.face.kind,
      providerRef: session.providerRef,
      url: session.url,
      expiresAt: new Date(now.getTime() + FACE_SESSION_SECONDS * 1000),
      createdAt: now,
      updatedAt: now,
    });
    await repo.insertEvent(tx, { verificationId: id, fromStatus: null, toStatus: 'pending', source: 'live_verification', providerEventId: null, createdAt: now });
    return row;
  });
}

/**
 * live_verification: the order's face verification now. Starts one when there is none; with
 * `restart` (the "re-verify" button) starts a new one after a failure or expiry; a pending one is
 * brought up to date (expiry, the vendor's status) so a page polling it sees the verdict.
 */
export async function liveVerification(ctx: AppContext, owner: OrderOwner, orderId: string, restart: boolean) {
  const order = await ownedOrder(ctx.db, owner, orderId);
  if (!order) throw orderNotFound();
  let row = await repo.latestOfOrder(ctx.db, order.id);
  if (row) row = await refresh(ctx, row);
  if (!row || (restart && (row.status === 'failed' || row.status === 'expired'))) row = await start(ctx, owner, order.id, restart);
  return faceView(ctx, row);
}

/** The payer's own verification by id (the /verify page); another payer's id is unknown. */
export async function verificationOf(ctx: AppContext, owner: OrderOwner, orderId: string, verificationId: string) {
  const order = await ownedOrder(ctx.db, owner, orderId);
  if (!order) throw orderNotFound();
  const row = await repo.verificationOfOrder(ctx.db, order.id, verificationId);
  if (!row) throw new BusinessError(STATUS.NOT_FOUND, 'faceNotFound', {}, { field: 'verification_id' });
  return faceView(ctx, await refresh(ctx, row));
}

/**
 * redirect_tencent_validate: the vendor's page sent the browser back. No session is needed (the
 * phone that did the check has none): the verification is asked of the vendor, and the answer is
 * where to go: /verify with the order, where the payer's own session shows the verdict, or a phone
 * without it shows the outcome and "go back to your computer" (the computer follows by itself).
 */
export async function returnFromVendor(ctx: AppContext, verificationId: string): Promise<string> {
  const row = await repo.verificationById(ctx.db, verificationId);
  if (!row) return '/verify';
  const now = await refresh(ctx, row);
  // `result` is for a browser without the payer's session (the phone that scanned the code): its
  // /verify page shows the verdict and sends the payer back to the computer, asking nothing of the
  // API. Display only: nothing reads it back (payment asks face_verifications, requirements.ts).
  return `/verify?order_id=${row.orderId}&verification_id=${row.id}&result=${now.status}`;
}

export type { FaceVerificationStatus };
