/** Whose identity an order's identity collection holds (spec 001 section 3: "identity choice (the student or the payer)"). The order is the enum's, so lists sort payer first. */
export const IDENTITY_PERSONS = ['payer', 'student'] as const;
export type IdentityPerson = (typeof IDENTITY_PERSONS)[number];
