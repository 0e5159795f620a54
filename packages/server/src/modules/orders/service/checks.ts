/**
 * Checking an order form (spec 001 sections 3-5 and 7; issue 15): the same @edupay/forms schema
 * the page uses, plus what only the server knows: the payee account, the payer's earlier orders
 * (an approved tuition order), the clock. A refusal is a 400 naming its field.
 */
import {
  createOrderSchema,
  ENTERED_PAYEE_CURRENCIES,
  parseMoney,
  validateField,
  validateForm,
  type OrderOptions,
  type OrderValues,
  type SpecialField,
} from '@edupay/forms';
import { STATUS } from '@edupay/forms/contract';
import type { RuleName } from '@edupay/forms';
import type { AppContext } from '../../../context';
import type { OrderStatus } from '../../../db/schema';
import { minorToDecimal, toCurrencyMinor } from '../../../domain/order-money';
import { cnyValue } from '../../fx/service';
import { chineseNameSpellings } from '../../../domain/name-conversion';
import { PAID_STATUSES } from '../../../domain/order-status';
import { BusinessError } from '../../../http/business-error';
import type { Locale } from '../../../messages';
import { countryItems } from '../../../domain/site-config';
import * as repo from '../repo';
import type { OrderOwner } from '../repo';
import { snapshotOfEntered, withPayee, type PayeeSnapshot } from './payee-snapshot';

/**
 * Statuses in which a tuition order is "a record of approved tuition payment" (spec 001 section 8: living
 * expenses only follow one): paid and not refunded. An order merely placed, waiting for payment or part
 * paid in installments is not one.
 */
export const APPROVED_STATUSES: readonly OrderStatus[] = PAID_STATUSES.filter((s) => s !== 'refund_in_process' && s !== 'refunded');

/** The schema options a payee's order form has. */
function optionsOf(payee: PayeeSnapshot, values: Record<string, unknown>, now: Date, hasTuition: boolean | undefined): OrderOptions {
  const specialFields: Partial<Record<SpecialField, 'required' | 'optional'>> = {};
  let studentIdRule: RuleName | undefined;
  for (const f of payee.fields) {
    if (f.field === 'student_number') studentIdRule = (f.rule ?? undefined) as RuleName | undefined;
    else specialFields[f.field as SpecialField] = f.required ? 'required' : 'optional';
  }
  return {
    now,
    specialFields,
    ...(studentIdRule ? { studentIdRule } : {}),
    // The forms package names the parts last/first.
    pinyinOf: (name: string) => chineseNameSpellings(name).map((s) => ({ last: s.lastName, first: s.firstName })),
    // A payer-entered account for living costs is the student's own account abroad.
    beneficiaryIsStudent: payee.account_id === null && values['order_type'] === 'living',
    enteredPayee: payee.account_id === null,
    ...(hasTuition === undefined ? {} : { hasApprovedTuition: hasTuition }),
  };
}

export function refuse(field: string, message: string): never {
  throw BusinessError.text(STATUS.INVALID, message, { field });
}

/** Everything about a form the server checks: the shared schema, the account's purposes, the currency's decimals. */
export interface CheckedOrder {
  /** The language the form was checked in (the order keeps it for the payer's notifications). */
  readonly locale: Locale;
  readonly values: Record<string, unknown>;
  readonly payee: PayeeSnapshot;
  readonly amountMinor: bigint;
  readonly amountCny: string | null;
}

export interface OrderInput {
  readonly accountId: number | null;
  readonly values: OrderValues;
}

/** Validates a whole order form against a payee as the submit does; throws the first refusal (400 with its field). */
export async function checkOrder(ctx: AppContext, owner: OrderOwner | null, payee: PayeeSnapshot, raw: OrderValues, locale: Locale): Promise<CheckedOrder> {
  const entered = payee.account_id === null;
  // An entered payee's country decides its routing fields: an unknown one is refused first, at its field.
  const country = String(raw['collection_country'] ?? '').trim().toUpperCase();
  if (entered && country !== '' && countryItems(locale, [country]).length === 0) {
    throw new BusinessError(STATUS.INVALID, 'countryUnknown', {}, { field: 'collection_country' });
  }
  const merged = withPayee(raw, payee);
  if (payee.account_id !== null && merged['order_type'] && !payee.purposes.includes(String(merged['order_type']))) {
    throw new BusinessError(STATUS.INVALID, 'purposeNotAccepted', {}, { field: 'order_type' });
  }
  // amount_cny is the server's to compute (the passport threshold), never the client's.
  const hundredths = parseMoney(merged['amount']);
  const currency = entered ? String(merged['currency_code'] ?? '') : payee.currency;
  // At the mid-market reference rate of the FX module (the rate quotes start from), rounded once.
  // An entered payee's currency is the payer's input: one the schema will refuse is not priced.
  const priced = currency !== '' && (!entered || (ENTERED_PAYEE_CURRENCIES as readonly string[]).includes(currency));
  const cnyFen = hundredths !== null && hundredths > 0n && priced ? await cnyValue(ctx, toCurrencyMinor(hundredths, currency) ?? 0n, currency) : null;
  const amountCny = cnyFen === null ? null : minorToDecimal(cnyFen, 'CNY');
  merged['amount_cny'] = amountCny ?? undefined;
  const hasTuition = merged['order_type'] === 'living' && owner ? await repo.hasApprovedTuition(ctx.db, owner, APPROVED_STATUSES) : undefined;
  // The passport scans are uploaded after the order, within 24 hours (spec 001 Amounts; the
  // documents issue): placing it needs the passport number only.
  const { passport_files: _scans, ...schema } = createOrderSchema(optionsOf(payee, merged, ctx.now(), merged['order_type'] === 'living' ? (hasTuition ?? false) : undefined));
  const result = validateForm(schema, merged, locale);
  if (!result.valid && result.firstInvalid) refuse(result.firstInvalid, result.messages[result.firstInvalid] ?? '');
  const values = result.values as Record<string, unknown>;
  const minor = toCurrencyMinor(hundredths ?? 0n, currency);
  if (minor === null) throw new BusinessError(STATUS.INVALID, 'amountDecimals', { currency }, { field: 'amount' });
  // An entered payee is snapshotted as the schema normalised it (sort code digits, IBAN without
  // spaces); a placed order's snapshot keeps its capture time (an edit re-checks, never re-captures).
  const checkedPayee = entered ? { ...snapshotOfEntered(values, new Date(payee.captured_at)) } : payee;
  return { locale, values, payee: checkedPayee, amountMinor: minor, amountCny };
}

/** Validates one field (check_up_money, check_payer_age) with the order schema and the payee's options. */
export function checkField(ctx: AppContext, payee: PayeeSnapshot, field: string, raw: OrderValues, locale: Locale): void {
  const merged = withPayee(raw, payee);
  const schema = createOrderSchema(optionsOf(payee, merged, ctx.now(), undefined));
  const error = validateField(schema, field, merged);
  if (error) {
    const result = validateForm({ [field]: schema[field]! }, merged, locale);
    refuse(field, result.messages[field] ?? '');
  }
}
