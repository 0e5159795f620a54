/**
 * Signing a rent order's contract (GET and POST /order/sign_info) and the order's requirements
 * before payment (GET and POST /order/ident). Each resolves to the API's envelope; the response
 * policy has already acted on 402 or a refusal.
 */
import type { ApiResult } from '@edupay/forms/contract';
import { call } from './api';

export interface SignInfo {
  order_id: string;
  sign_info_type: string;
  student_name: string;
  payer_name: string;
  required: 0 | 1;
  has_contract: 0 | 1;
  /** 1: the contract as it is now is signed (it cannot be signed again). */
  is_sign_data: 0 | 1;
  /** 1: signed before the contract was changed: sign again. */
  resign_needed: 0 | 1;
  signed_at: string;
  /** The newest signature as a data URL, or empty. */
  sign_data: string;
}

export const signInfo = (order_id: string) => call<SignInfo>('GET', '/order/sign_info', { order_id }) as Promise<ApiResult<SignInfo>>;

export const signContract = (order_id: string, pngDataUrl: string) =>
  call<SignInfo>('POST', '/order/sign_info', { order_id, Base64: pngDataUrl, sign_info_type: 'rent_contract' }) as Promise<ApiResult<SignInfo>>;

export interface OrderRequirements {
  order_id: string;
  status: string;
  steps: { step: 'rent_contract_signature' | 'face_verification'; required: 0 | 1; done: 0 | 1 }[];
  /** What the order still needs before payment: slots, then steps (the list the payment calls refuse with). */
  missing: string[];
  complete: 0 | 1;
  documents_submitted: 0 | 1;
  /** Awaiting the specialist's review (not payable yet): when it is due, Beijing time "YYYY-MM-DD HH:mm"; '' otherwise. */
  review_due: string;
}

export const orderRequirements = (order_id: string) => call<OrderRequirements>('GET', '/order/ident', { order_id }) as Promise<ApiResult<OrderRequirements>>;
