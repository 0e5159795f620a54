/**
 * Payees and their accounts in the operations console (issue 18 item 4): search institutions, list
 * every account (deactivated ones too), create and edit an account with the checks every demo
 * account of the seed passes (@edupay/forms payeeAccountSchema, plus what only the server knows: the
 * country list, the currencies with a rate, which routing codes a country uses), and deactivate one.
 *
 * Nothing is ever deleted: a placed order keeps its own copy of the account (orders.payee_snapshot),
 * and a deactivated account is simply no longer offered (`/other/select_account` and order placement
 * read active accounts only). Each change writes an audit row with the account before and after, in
 * the change's transaction.
 */
import { randomUUID } from 'node:crypto';
import { payeeAccountSchema, ROUTING_FIELDS, routingFieldsFor, validateForm, type RoutingField } from '@edupay/forms';
import { STATUS } from '@edupay/forms/contract';
import type { AppContext } from '../../context';
import { COUNTRIES } from '../../data/countries';
import type { Db } from '../../db/client';
import { PAYEE_PURPOSES, PAYEE_SPECIAL_FIELDS, type PayeePurpose, type PayeeSpecialField } from '../../db/schema';
import { minorToDecimal } from '../../domain/order-money';
import { BusinessError } from '../../http/business-error';
import type { Locale, ServerMessageId } from '../../messages';
import { listRates } from '../fx/service';
import { writeAudit } from '../ops/audit';
import * as repo from './repo';

/** What the console sends for an account: the whole form (an edit replaces every field). */
export interface PayeeAccountInput {
  readonly account_name: string;
  readonly bank_name: string;
  readonly bank_address: string;
  readonly account_number?: string | undefined;
  readonly currency: string;
  readonly country: string;
  readonly routing: Readonly<Partial<Record<RoutingField, string>>>;
  readonly purposes: readonly string[];
  readonly needs_review: boolean;
  /** Minor units of `currency` the institution adds to every bill; null or 0 = none. */
  readonly surcharge_minor: number | null;
  readonly fields: readonly { readonly field: string; readonly required: boolean; readonly rule?: string | null | undefined }[];
}

export interface StaffActor {
  readonly staffId: number;
  readonly ip: string;
}

/** Rules a special field may name (the student number's two formats); other fields use their default. */
export const FIELD_RULES = ['match100num9', 'matchStudentId'] as const;
export const SURCHARGE_MAX_MINOR = 1_000_000;

const refuse = (field: string, messageId: ServerMessageId, values: Record<string, string> = {}): never => {
  throw new BusinessError(STATUS.INVALID, messageId, values, { field });
};

/** An account as the console and the audit log show it: every field the form edits, plus its state. */
export function accountView(a: repo.PayeeAccountRecord) {
  return {
    id: a.id,
    code: a.code,
    institution_id: a.institutionId,
    account_name: a.accountName,
    bank_name: a.bankName,
    bank_address: a.bankAddress,
    account_number: a.accountNumber ?? '',
    currency: a.currency,
    country: a.country,
    ...Object.fromEntries(ROUTING_FIELDS.map((f) => [f, routingOf(a, f) ?? ''])),
    purposes: [...a.purposes],
    needs_review: a.needsReview ? 1 : 0,
    surcharge_minor: a.surchargeMinor ?? 0,
    surcharge: minorToDecimal(BigInt(a.surchargeMinor ?? 0), a.currency),
    fields: a.fields.map((f) => ({ field: f.field, required: f.required ? 1 : 0, rule: f.rule ?? '' })),
    is_demo: a.isDemo ? 1 : 0,
    active: a.active ? 1 : 0,
    updated_at: a.updatedAt.toISOString(),
  };
}

const COLUMN: Readonly<Record<RoutingField, 'abaRouting' | 'achNumber' | 'swiftCode' | 'sortCode' | 'iban' | 'bankId' | 'branchNumber' | 'bsb'>> = {
  aba_routing: 'abaRouting',
  ach_number: 'achNumber',
  swift_code: 'swiftCode',
  sort_code: 'sortCode',
  iban: 'iban',
  bank_id: 'bankId',
  branch_number: 'branchNumber',
  bsb: 'bsb',
};
const routingOf = (a: repo.PayeeAccountRecord, f: RoutingField) => a[COLUMN[f]];

/** Institutions matching the query (the payers' search), each with how many accounts it has. */
export async function searchPayees(ctx: AppContext, query: string) {
  const found = await repo.searchInstitutions(ctx.db, query, { limit: 20 });
  const counts = await repo.accountCountsOf(ctx.db, found.map((i) => i.id));
  return {
    list: found.map((i) => ({ id: i.id, code: i.code, en: i.en, zh: i.zh, cy: i.cy, country: i.country, type: i.type, accounts_active: counts.get(i.id)?.active ?? 0, accounts_all: counts.get(i.id)?.all ?? 0 })),
  };
}

export async function institutionAccounts(ctx: AppContext, institutionRef: string | number) {
  const institution = await repo.institutionByRef(ctx.db, institutionRef);
  if (!institution) refuse('institution_id', 'payeeInstitutionNotFound');
  const accounts = await repo.allPayeeAccountsOfInstitution(ctx.db, institution!.id);
  return {
    institution: { id: institution!.id, code: institution!.code, en: institution!.en, zh: institution!.zh ?? '', cy: institution!.cy, country: institution!.country },
    list: accounts.map(accountView),
  };
}

/** Checks the whole form; answers the values to store (normalised: codes upper case, no spaces). */
async function checked(ctx: AppContext, input: PayeeAccountInput, locale: Locale) {
  const country = input.country.trim().toUpperCase();
  if (!COUNTRIES.some((c) => c[1] === country)) refuse('country', 'payeeCountryUnknown');
  const currency = input.currency.trim().toUpperCase();
  if (!(await listRates(ctx)).some((r) => r.currency === currency)) refuse('currency', 'payeeCurrencyUnknown', { currency });
  const used = routingFieldsFor(country);
  for (const f of ROUTING_FIELDS) {
    if ((input.routing[f] ?? '').trim() !== '' && !used[f]) refuse(f, 'payeeRoutingUnused', { country });
  }
  const values = {
    collection_country: country,
    account_name: input.account_name,
    bank_name: input.bank_name,
    bank_address: input.bank_address,
    account_number: input.account_number ?? '',
    ...Object.fromEntries(ROUTING_FIELDS.map((f) => [f, input.routing[f] ?? ''])),
  };
  const result = validateForm(payeeAccountSchema, values, locale);
  if (!result.valid && result.firstInvalid) {
    const field = result.firstInvalid === 'collection_country' ? 'country' : result.firstInvalid;
    throw BusinessError.text(STATUS.INVALID, result.messages[result.firstInvalid] ?? '', { field });
  }
  const v = result.values as Record<string, string>;
  const purposes = PAYEE_PURPOSES.filter((p) => input.purposes.includes(p));
  if (purposes.length === 0 || purposes.length !== new Set(input.purposes).size) refuse('purposes', 'payeePurposeNeeded');
  const fields = input.fields.map((f) => {
    const rule = f.rule ? f.rule : null;
    if (!(PAYEE_SPECIAL_FIELDS as readonly string[]).includes(f.field)) refuse('fields', 'payeeFieldRule');
    if (rule !== null && (f.field !== 'student_number' || !(FIELD_RULES as readonly string[]).includes(rule))) refuse('fields', 'payeeFieldRule');
    return { field: f.field as PayeeSpecialField, required: f.required, rule };
  });
  if (new Set(fields.map((f) => f.field)).size !== fields.length) refuse('fields', 'payeeFieldRule');
  const surcharge = input.surcharge_minor ?? 0;
  if (!Number.isSafeInteger(surcharge) || surcharge < 0 || surcharge > SURCHARGE_MAX_MINOR) refuse('surcharge_minor', 'payeeSurchargeInvalid');
  const routing = Object.fromEntries(ROUTING_FIELDS.map((f) => [COLUMN[f], v[f] ? v[f] : null]));
  return {
    row: {
      accountName: v['account_name']!,
      bankName: v['bank_name']!,
      bankAddress: v['bank_address']!,
      accountNumber: v['account_number'] ? v['account_number'] : null,
      currency,
      country,
      ...routing,
      needsReview: input.needs_review,
      surchargeMinor: surcharge === 0 ? null : surcharge,
    },
    purposes: purposes as PayeePurpose[],
    fields,
  };
}

export async function createPayeeAccount(ctx: AppContext, actor: StaffActor, institutionRef: string | number, input: PayeeAccountInput, locale: Locale) {
  const institution = await repo.institutionByRef(ctx.db, institutionRef);
  if (!institution) refuse('institution_id', 'payeeInstitutionNotFound');
  const values = await checked(ctx, input, locale);
  return ctx.db.transaction(async (txRaw) => {
    const tx = txRaw as Db;
    const now = ctx.now();
    const id = await repo.insertPayeeAccount(tx, {
      ...values.row,
      code: `OPS-${institution!.cy}-${randomUUID().slice(0, 8).toUpperCase()}`,
      institutionId: institution!.id,
      isDemo: false,
      active: true,
      sort: 1000,
      createdAt: now,
      updatedAt: now,
    });
    await repo.replacePurposesAndFields(tx, id, values.purposes, values.fields);
    const after = accountView((await repo.anyPayeeAccountById(tx, id))!);
    await writeAudit(tx, { staffId: actor.staffId, action: 'payee_account.create', targetType: 'payee_account', targetId: String(id), before: null, after, ip: actor.ip, at: now });
    return after;
  });
}

export async function updatePayeeAccount(ctx: AppContext, actor: StaffActor, accountRef: string | number, input: PayeeAccountInput, locale: Locale) {
  const values = await checked(ctx, input, locale);
  return ctx.db.transaction(async (txRaw) => {
    const tx = txRaw as Db;
    const now = ctx.now();
    const current = await repo.anyPayeeAccountByRef(tx, accountRef, true);
    if (!current) refuse('account_id', 'payeeAccountNotFound');
    if (!current!.active) refuse('account_id', 'payeeAccountInactive');
    const before = accountView(current!);
    await repo.updatePayeeAccount(tx, current!.id, { ...values.row, updatedAt: now });
    await repo.replacePurposesAndFields(tx, current!.id, values.purposes, values.fields);
    const after = accountView((await repo.anyPayeeAccountById(tx, current!.id))!);
    await writeAudit(tx, { staffId: actor.staffId, action: 'payee_account.update', targetType: 'payee_account', targetId: String(current!.id), before, after, ip: actor.ip, at: now });
    return after;
  });
}

/** Deactivates (never deletes) an account: no longer offered to payers; placed orders keep their snapshot. */
export function deactivatePayeeAccount(ctx: AppContext, actor: StaffActor, accountRef: string | number, reason: string) {
  return setPayeeAccountActive(ctx, actor, accountRef, reason, false);
}

/**
 * Offers a deactivated account to payers again (a deactivation made in error, or the school's letter withdrawn).
 * The account is as it was left, edits included; the reason goes to the audit log beside the deactivation's.
 */
export function reactivatePayeeAccount(ctx: AppContext, actor: StaffActor, accountRef: string | number, reason: string) {
  return setPayeeAccountActive(ctx, actor, accountRef, reason, true);
}

async function setPayeeAccountActive(ctx: AppContext, actor: StaffActor, accountRef: string | number, reason: string, active: boolean) {
  if (reason.trim() === '') refuse('reason', 'payeeReasonNeeded');
  return ctx.db.transaction(async (txRaw) => {
    const tx = txRaw as Db;
    const now = ctx.now();
    const current = await repo.anyPayeeAccountByRef(tx, accountRef, true);
    if (!current) refuse('account_id', 'payeeAccountNotFound');
    if (current!.active === active) throw new BusinessError(STATUS.CONFLICT, active ? 'payeeAccountActive' : 'payeeAccountInactive', {}, { field: 'account_id' });
    await repo.updatePayeeAccount(tx, current!.id, { active, updatedAt: now });
    const after = accountView((await repo.anyPayeeAccountById(tx, current!.id))!);
    const action = active ? 'payee_account.reactivate' : 'payee_account.deactivate';
    await writeAudit(tx, { staffId: actor.staffId, action, targetType: 'payee_account', targetId: String(current!.id), before: { active: active ? 0 : 1 }, after: { active: active ? 1 : 0, reason: reason.trim() }, ip: actor.ip, at: now });
    return after;
  });
}
