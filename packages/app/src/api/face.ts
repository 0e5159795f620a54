/**
 * Face verification (spec 001 section 7: GET /order/live_verification; issue 16 item 6): the order's
 * payer's verification: started when there is none, re-started with `restart`, or a given one.
 * Resolves to the API's envelope; the response policy has already acted on 402 or a refusal.
 */
import type { ApiResult } from '@edupay/forms/contract';
import type { FaceFailureReason, FaceVerificationState } from '@edupay/ui';
import { call } from './api';

export interface FaceVerification {
  verification_id: string;
  order_id: string;
  status: FaceVerificationState;
  failure_reason: FaceFailureReason | null;
  person_name: string;
  id_number: string;
  url: string | null;
  expires_at: string;
  updated_at: string;
}

export const liveVerification = (order_id: string, options: { restart?: boolean; verification_id?: string } = {}) =>
  call<FaceVerification>('GET', '/order/live_verification', {
    order_id,
    ...(options.restart ? { restart: '1' } : {}),
    ...(options.verification_id ? { verification_id: options.verification_id } : {}),
  }) as Promise<ApiResult<FaceVerification>>;
