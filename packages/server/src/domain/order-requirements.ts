/**
 * What an order needs before it may go to payment, besides its document slots (domain/document-slots.ts):
 * - `rent_contract_signature`: a rent order's contract signed by the payer (spec 000 "Sign info",
 *   spec 001 section 3 "Rent contract"); the signature must be of the contract as it is now;
 * - `face_verification`: the payer's face verification passed (spec 001 sections 2 and 4), when the
 *   payee account asks for it (payee_accounts.face_verification, kept in the order's payee snapshot).
 * One list of "what is missing" (slots first, then these) is what the payment calls refuse with and
 * what the order detail and /order/ident show. Pure: no database, no clock.
 */
import { createHash } from 'node:crypto';

export const ORDER_STEPS = ['rent_contract_signature', 'face_verification'] as const;
export type OrderStep = (typeof ORDER_STEPS)[number];

export interface StepFacts {
  readonly orderType: string;
  /** The payee snapshot's flag (absent in old snapshots: false). */
  readonly payeeFaceVerification: boolean;
  /**
   * The order came from a registered partner's server (/order/api_{partner}_order): the partner's
   * booking, whose reference the order carries, is the tenancy the payer agreed on the partner's site,
   * so a rent order is not made to sign a second contract here (as partner checkouts work elsewhere).
   */
  readonly bookedByPartner?: boolean;
}

/** The steps an order needs before payment, in the order the payer does them. */
export function requiredSteps(order: StepFacts): OrderStep[] {
  const steps: OrderStep[] = [];
  if (order.orderType === 'rent' && !order.bookedByPartner) steps.push('rent_contract_signature');
  if (order.payeeFaceVerification) steps.push('face_verification');
  return steps;
}

/** The contract's fields a signature covers, as stored (dates YYYY-MM-DD, total in minor units). */
export interface SignedContract {
  readonly rent_address: string;
  readonly room_number: string;
  readonly contract_start: string;
  readonly contract_end: string;
  readonly payment_cycle: string;
  readonly rent_total_minor: string;
  readonly currency: string;
}

/**
 * The digest a signature is bound to: sha256 over the fields in a fixed order, each length-prefixed
 * (no separator inside a value can make two contracts hash alike). Any edit changes it.
 */
export function contractDigest(contract: SignedContract): string {
  const fields = [contract.rent_address, contract.room_number, contract.contract_start, contract.contract_end, contract.payment_cycle, contract.rent_total_minor, contract.currency];
  const hash = createHash('sha256');
  for (const field of fields) hash.update(`${Buffer.byteLength(field)}:${field};`);
  return hash.digest('hex');
}
