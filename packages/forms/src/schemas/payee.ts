/**
 * A payee the payer enters (spec 001 section 3; issue 15 item 1): a landlord or housing agency
 * that is not listed. Beneficiary name, account, street address (no PO Box: the beneficiary bank
 * needs one, spec 000 `tuitionCharacterVal`), bank name and address, and the routing fields the
 * destination (collection_country) needs, each with its real-world check (routing.ts).
 */
import { isBlank, normalizeCode } from '../normalize';
import { fail } from '../rules/result';
import type { ValidationResult } from '../types';
import { isIbanCountry, ROUTING_FIELDS, routingFieldRules } from './routing';
import type { FormValues, Schema } from './types';

/**
 * What a payee the payer enters may be paid for. Rent/housing and the deposit go to landlords and
 * housing agencies (the payees that are never listed); living expenses go to the student's own
 * account. Tuition, application and exam fees are a school's: paid only to a listed, verified school
 * account (a typed "school account" is the classic invoice-fraud route; an unlisted school is
 * requested through /other/institution_request instead). "Other" is a purpose with free text.
 */
export const ENTERED_PAYEE_ORDER_TYPES = ['rent', 'living', 'deposit'] as const;

/** Currencies a payer-entered payee may be paid in (the destinations the product pays to). */
export const ENTERED_PAYEE_CURRENCIES = ['USD', 'GBP', 'EUR', 'AUD', 'CAD', 'HKD', 'SGD', 'NZD', 'JPY', 'CHF'] as const;

/** The purposes an entered payee's form offers: its order types, and "Other" (free text) beside one of them. */
export const ENTERED_PAYEE_PURPOSES = [...ENTERED_PAYEE_ORDER_TYPES, 'other'] as const;

/**
 * order_type of an entered payee: one of ENTERED_PAYEE_ORDER_TYPES, never blank (a blank one would
 * be stored as tuition). "Other" alone is refused here too: an unverified payee is paid for a named
 * purpose (the bank's and the regulator's question), with "Other" only adding detail.
 */
export function enteredPayeeOrderType(value: unknown): ValidationResult {
  return (ENTERED_PAYEE_ORDER_TYPES as readonly unknown[]).includes(value)
    ? true
    : fail('enteredPayeeOrderType', 'enteredPayeePurpose');
}

/** purposes of an entered payee: each one of ENTERED_PAYEE_PURPOSES. */
export function enteredPayeePurposes(value: unknown): ValidationResult {
  const list = Array.isArray(value) ? value : [];
  return list.every((p) => (ENTERED_PAYEE_PURPOSES as readonly unknown[]).includes(p))
    ? true
    : fail('enteredPayeePurposes', 'enteredPayeePurpose');
}

/** currency of an entered payee: one of ENTERED_PAYEE_CURRENCIES. */
export function enteredPayeeCurrency(value: unknown): ValidationResult {
  if (isBlank(value)) return true;
  return (ENTERED_PAYEE_CURRENCIES as readonly string[]).includes(normalizeCode(value))
    ? true
    : fail('enteredPayeeCurrency', 'currencyNotSupported', { currencies: ENTERED_PAYEE_CURRENCIES.join(', ') });
}

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

/** An account's names and addresses: what a SWIFT message carries (the demo seed's accounts pass the same). */
const SWIFT_LINE = { rules: ['required', 'matchBankSAddress', ['max', { length: 140 }]], normalize: 'trim' } as const;

/**
 * A payee account as staff enter it in the operations console (issue 18 item 4): the checks every
 * demo account of the seed passes (server test/payees-seed.test.ts): names and addresses in the
 * SWIFT character set, no PO Box for the bank, the national account number unless an IBAN country,
 * and the routing fields the destination (collection_country) needs with their real-world checks.
 */
export const payeeAccountSchema: Schema<FormValues> = {
  collection_country: ['selectRequired'],
  account_name: SWIFT_LINE,
  bank_name: SWIFT_LINE,
  bank_address: ADDRESS,
  account_number: payeeSchema['account_number']!,
  ...Object.fromEntries(ROUTING_FIELDS.map((f) => [f, { rules: routingFieldRules(f), normalize: 'code' as const }])),
};
