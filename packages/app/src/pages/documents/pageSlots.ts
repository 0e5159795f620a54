/** The slots this page shows (the India set comes with the India pages). */
export const PAGE_SLOTS = [
  'payment_proof',
  'enrolment_proof',
  'student_passport',
  'payer_id',
  'kinship_proof',
  'household_register',
  'selfie_passport',
  'rent_contract',
] as const;
export type PageSlot = (typeof PAGE_SLOTS)[number];
export const isPageSlot = (slot: string): slot is PageSlot => (PAGE_SLOTS as readonly string[]).includes(slot);
