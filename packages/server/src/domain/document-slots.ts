/**
 * The document slots of an order (spec 001 section 3, "Uploaded documents"; issue 16): what each
 * slot takes and how many files. One const array gives the PostgreSQL enum and the TypeScript union.
 * - `kind`: which types the bytes may be (@edupay/forms' UPLOAD_TYPES: a selfie is JPEG or PNG only);
 * - `min`: files the slot needs to be complete ("at least two files where identity requires it": an
 *   identity card or passport is its front and back, the household register its owner's page and
 *   the payer's page);
 * - `max`: files the slot takes at most; one more is refused ("exceeded number").
 * Pure: no database, no clock.
 */
import { PASSPORT_THRESHOLD_CNY, type UploadKind } from '@edupay/forms';

export const DOCUMENT_SLOTS = [
  'payment_proof',
  'enrolment_proof',
  'student_passport',
  'payer_id',
  'kinship_proof',
  'household_register',
  'selfie_passport',
  'rent_contract',
  // India (spec 001 section 3): passport, AADHAAR front and back, PAN card, loan letters, selfie.
  'passport',
  'aadhaar',
  'pan_card',
  'loan_sanction_letter',
  'loan_disbursement_letter',
  'selfie',
] as const;
export type DocumentSlot = (typeof DOCUMENT_SLOTS)[number];

export interface SlotRule {
  readonly kind: UploadKind;
  readonly min: number;
  readonly max: number;
}

const doc = (min: number, max: number): SlotRule => ({ kind: 'document', min, max });
const selfie: SlotRule = { kind: 'selfie', min: 1, max: 1 };

export const SLOT_RULES: { readonly [S in DocumentSlot]: SlotRule } = {
  payment_proof: doc(1, 10),
  enrolment_proof: doc(1, 5),
  student_passport: doc(2, 2),
  payer_id: doc(2, 2),
  kinship_proof: doc(1, 5),
  household_register: doc(2, 10),
  selfie_passport: selfie,
  rent_contract: doc(1, 10),
  passport: doc(1, 2),
  aadhaar: doc(2, 2),
  pan_card: doc(1, 1),
  loan_sanction_letter: doc(1, 5),
  loan_disbursement_letter: doc(1, 5),
  selfie,
};

export function isDocumentSlot(value: unknown): value is DocumentSlot {
  return typeof value === 'string' && (DOCUMENT_SLOTS as readonly string[]).includes(value);
}

/** What decides the slots an order needs (from the order as placed). */
export interface OrderFacts {
  readonly orderType: string;
  /** The payer's relationship to the student ('self' when the student pays). */
  readonly relationship: string;
  /** The amount in CNY fen at the reference rate; null when no rate is known. */
  readonly amountCnyFen: bigint | null;
}

/**
 * The slots an order needs before payment: the bill or payment notice; proof of study for a school
 * payment; the rent contract for rent; the payer's ID; kinship proof when a relative pays; the
 * student's passport when the amount is above 300,000 CNY (spec 001 section 5). (The India set comes
 * with the India issue: the listing shows every slot, with `required` from here.)
 */
export function requiredSlots(order: OrderFacts): DocumentSlot[] {
  const slots: DocumentSlot[] = ['payment_proof'];
  if (['tuition', 'application_fee', 'deposit', 'exam_fee'].includes(order.orderType)) slots.push('enrolment_proof');
  if (order.orderType === 'rent') slots.push('rent_contract');
  slots.push('payer_id');
  if (order.relationship !== '' && order.relationship !== 'self') slots.push('kinship_proof');
  if (order.amountCnyFen !== null && order.amountCnyFen > BigInt(PASSPORT_THRESHOLD_CNY) * 100n) slots.push('student_passport');
  return slots;
}
