/**
 * A payee the payer enters (spec 001 section 3; issue 15 item 1): a landlord or housing agency
 * that is not listed. Beneficiary name, account, street address (no PO Box: the beneficiary bank
 * needs one, spec 000 `tuitionCharacterVal`), bank name and address, and the routing fields the
 * destination (collection_country) needs, each with its real-world check (routing.ts).
 */
import { isIbanCountry, ROUTING_FIELDS, routingFieldRules } from './routing';
import type { FormValues, Schema } from './types';

/** The address rules of POST /order/payee_address_vali and of every payee address field. */
// The PO Box check first: "郵政信箱" is also outside the SWIFT set, and the PO Box message says what to do.
const ADDRESS = { rules: ['required', 'tuitionCharacterVal', 'matchBankSAddress'], normalize: 'trim' } as const;

export const payeeSchema: Schema<FormValues> = {
  collection_country: ['selectRequired'],
  beneficiary_name: { rules: ['required', 'matchEnName', ['max', { length: 140 }]], normalize: 'trim' },
  account_number: {
    rules: (v) => (isIbanCountry(v) ? ['matchBankAccount'] : ['required', 'matchBankAccount']),
    normalize: 'input',
  },
  beneficiary_address: ADDRESS,
  bank_name: { rules: ['required', 'matchBank', ['max', { length: 140 }]], normalize: 'trim' },
  bank_address: ADDRESS,
  ...Object.fromEntries(ROUTING_FIELDS.map((f) => [f, { rules: routingFieldRules(f), normalize: 'code' as const }])),
};

/** The two addresses of a payee alone (POST /order/payee_address_vali checks one at a time). */
export const payeeAddressSchema: Schema<FormValues> = { beneficiary_address: ADDRESS, bank_address: ADDRESS };
