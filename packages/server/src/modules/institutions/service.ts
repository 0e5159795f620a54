/**
 * Payee use cases (spec 001 sections 3, 5, 7): the accounts of an institution, what an order form
 * needs for one account, the routing fields of a destination, address and name helpers. Loads
 * through repo.ts; the rules and their messages are @edupay/forms' (src/validation.ts).
 */
import { ENTERED_PAYEE_CURRENCIES, ENTERED_PAYEE_ORDER_TYPES, fieldLabel, IBAN_COUNTRIES, institutionRequestSchema, validateForm, type InstitutionRequestValues, LIVING_EXPENSE_CURRENCIES, routingFieldsFor, routingRule, ROUTING_FIELDS, type RoutingField } from '@edupay/forms';
import { STATUS } from '@edupay/forms/contract';
import type { AppContext } from '../../context';
import { PAYEE_PURPOSES, type PayeePurpose } from '../../db/schema';
import { toTraditional } from '../../domain/chinese-script';
import type { InstitutionRequestSource } from '../../domain/institution-request';
import { chineseNameToPinyin } from '../../domain/name-conversion';
import { countryItems } from '../../domain/site-config';
import { BusinessError } from '../../http/business-error';
import { PreparedJson } from '../../http/prepared-json';
import { countEvents, recordEvent } from '../../plugins/rate-limits';
import { t, type Locale, type ServerMessageId } from '../../messages';
import { validatePayeeAddress } from '../../validation';
import { searchIndexFor } from './search-index';
import { insertInstitutionRequest, institutionByRef, type InstitutionRequestRow, payeeAccountByCode, payeeCountsByCountry, searchAnswer, searchInstitutions, type InstitutionResult, payeeAccountById, payeeAccountsOfInstitution, type PayeeAccountRecord } from './repo';

/** Most purposes one order may name (the order form's default, @edupay/forms createOrderSchema). */
export const PURPOSES_MAX = 5;

const PURPOSE_LABELS: Readonly<Record<PayeePurpose, ServerMessageId>> = {
  tuition: 'purposeTuition',
  rent: 'purposeRent',
  living: 'purposeLiving',
  application_fee: 'purposeApplicationFee',
  deposit: 'purposeDeposit',
  exam_fee: 'purposeExamFee',
};

const flag = (value: boolean) => (value ? 1 : 0);
const purposesOf = (purposes: readonly PayeePurpose[], locale: Locale) =>
  PAYEE_PURPOSES.filter((p) => purposes.includes(p)).map((value) => ({ value, label: t(locale, PURPOSE_LABELS[value]) }));

type InstitutionRow = { id: number; code: string; en: string; zh: string | null; cy: string; country: string; type: string };
function institutionBrief(row: InstitutionRow, locale: Locale) {
  const zh = locale === 'zh-TW' ? toTraditional(row.zh ?? '') : (row.zh ?? '');
  return { id: row.id, code: row.code, en: row.en, zh, local: locale === 'en' || !zh ? row.en : zh, cy: row.cy, country: row.country, type: row.type };
}

async function institutionOrRefuse(ctx: AppContext, ref: string | number | undefined) {
  const row = await institutionByRef(ctx.db, ref);
  if (!row) throw new BusinessError(STATUS.NOT_FOUND, 'institutionNotFound', {}, { field: 'institution_id' });
  return row;
}

export type { InstitutionResult };

/** What get_school and get_institution take: the words typed and where to look. */
export interface SchoolSearch {
  readonly text: string;
  /** Only schools (the registration form's school field). */
  readonly schoolsOnly: boolean;
  /** Only payees in this destination country (alpha-3, any case). */
  readonly country?: string | undefined;
}

const searchOptions = (search: SchoolSearch, locale: Locale) => ({
  schoolsOnly: search.schoolsOnly,
  traditional: locale === 'zh-TW',
  ...(search.country ? { country: search.country.toUpperCase() } : {}),
});

/** The best matches of a search (at most 20), Chinese names in traditional characters for zh-TW. */
export function searchSchools(ctx: AppContext, search: SchoolSearch, locale: Locale): Promise<InstitutionResult[]> {
  return searchInstitutions(ctx.db, search.text, searchOptions(search, locale));
}

/**
 * A call's whole answer to a search, serialised by `serialise` once per version of the list, call
 * and language (`call` names the answer's shape), and compressed on demand: typeahead asks the
 * same short queries over and over. Only for answers that depend on nothing else (no session part).
 */
export function searchAnswerJson(ctx: AppContext, search: SchoolSearch, locale: Locale, call: string, serialise: (results: InstitutionResult[]) => string): Promise<PreparedJson> {
  return searchAnswer(ctx.db, search.text, searchOptions(search, locale), `${call}|${locale}`, (results) => new PreparedJson(serialise(results)));
}

/**
 * Keep this instance's search list in step with the database by its change notifications
 * (search-index.ts) where that is exact: PGlite, one connection in this process. Answers how to stop.
 */
export async function followInstitutionChanges(ctx: AppContext): Promise<() => Promise<void>> {
  if (ctx.database.driver !== 'pglite') return async () => {};
  return searchIndexFor(ctx.db).follow(ctx.database.pgliteClient());
}

/** GET /index_get_country_list: destinations that have payees, named in `locale`, most payees first. */
export async function destinationCountries(ctx: AppContext, locale: Locale) {
  const byCountry = await payeeCountsByCountry(ctx.db);
  return countryItems(locale)
    .filter((c) => byCountry.has(c.value))
    .map((c) => ({ ...c, institution_count: byCountry.get(c.value) ?? 0 }))
    .sort((a, b) => b.institution_count - a.institution_count);
}

/** GET /other/select_account: the institution and its accounts. */
export async function selectAccount(ctx: AppContext, locale: Locale, ref: string | number | undefined) {
  const institution = await institutionOrRefuse(ctx, ref);
  const accounts = await payeeAccountsOfInstitution(ctx.db, institution.id);
  return {
    institution: institutionBrief(institution, locale),
    list: accounts.map((a) => ({
      id: a.id,
      code: a.code,
      account_name: a.accountName,
      bank_name: a.bankName,
      currency: a.currency,
      country: a.country,
      purposes: purposesOf(a.purposes, locale),
      needs_review: flag(a.needsReview),
      is_demo: flag(a.isDemo),
    })),
  };
}

/** GET /order/query_school_country_currency: where an institution is paid and in which currencies. */
export async function schoolCountryCurrency(ctx: AppContext, locale: Locale, ref: string | number | undefined) {
  const institution = await institutionOrRefuse(ctx, ref);
  const accounts = await payeeAccountsOfInstitution(ctx.db, institution.id);
  const counts = new Map<string, number>();
  for (const a of accounts) counts.set(a.currency, (counts.get(a.currency) ?? 0) + 1);
  // Most accounts first; the first account's currency wins a tie (accounts are in display order).
  const currencies = [...counts.keys()].sort((a, b) => (counts.get(b) ?? 0) - (counts.get(a) ?? 0));
  // Accounts abroad may be in another country than the institution (none seeded so); the first account's wins.
  const country = accounts[0]?.country ?? institution.country;
  return {
    institution: institutionBrief(institution, locale),
    country,
    country_name: countryItems(locale, [country])[0]?.name ?? country,
    currencies,
  };
}

function routingFields(country: string, locale: Locale) {
  const needed = routingFieldsFor(country);
  return ROUTING_FIELDS.filter((f) => needed[f]).map((field) => {
    const rule = routingRule(field, country);
    return { field, required: flag(needed[field] === 'required'), rule: typeof rule === 'string' ? rule : Array.isArray(rule) ? (rule[0] as string) : null, label: fieldLabel(field, locale) ?? field };
  });
}

/** GET /order/get_country_identification_code: the routing fields a destination needs. */
export function countryIdentificationCode(locale: Locale, raw: string | undefined) {
  const country = String(raw ?? '').trim().toUpperCase();
  if (countryItems(locale, [country]).length === 0) throw new BusinessError(STATUS.INVALID, 'countryUnknown', {}, { field: 'country' });
  return { country, iban_country: flag(IBAN_COUNTRIES[country] !== undefined), fields: routingFields(country, locale) };
}

/** POST /order/payee_address_vali: a street address, never a PO Box (the form's rules and messages). */
export function payeeAddressVali(locale: Locale, address: unknown, kind: string | undefined) {
  return { address: validatePayeeAddress(address, kind === 'bank' ? 'bank' : 'beneficiary', locale) };
}

/** GET /order/name_conversion: passport Pinyin of a Chinese name. */
export function nameConversion(raw: string | undefined) {
  const name = String(raw ?? '').trim();
  const converted = chineseNameToPinyin(name);
  if (!converted) throw new BusinessError(STATUS.INVALID, 'nameNotChinese', {}, { field: 'name' });
  return { name, last_name: converted.lastName, first_name: converted.firstName };
}

/** Digits after the decimal point of a currency (JPY 0, GBP 2), as ISO 4217 and Intl know them. */
function currencyExponent(currency: string): number {
  return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
}

/** Minor units as a decimal string in the currency's own exponent: 1700 GBP -> "17.00", 500 JPY -> "500". */
export function minorToDecimal(minor: number, currency: string): string {
  const exponent = currencyExponent(currency);
  const sign = minor < 0 ? '-' : '';
  const digits = String(Math.abs(minor)).padStart(exponent + 1, '0');
  return exponent === 0 ? `${sign}${digits}` : `${sign}${digits.slice(0, -exponent)}.${digits.slice(-exponent)}`;
}

async function accountOrRefuse(ctx: AppContext, ref: string | number | undefined): Promise<PayeeAccountRecord> {
  const text = String(ref ?? '').trim();
  const account = /^\d+$/.test(text) ? await payeeAccountById(ctx.db, Number(text)) : text ? await payeeAccountByCode(ctx.db, text) : null;
  if (!account) throw new BusinessError(STATUS.NOT_FOUND, 'payeeAccountNotFound', {}, { field: 'account_id' });
  return account;
}

/** GET /order/order_info: everything the order form needs for one payee account. */
export async function orderInfo(ctx: AppContext, locale: Locale, ref: string | number | undefined) {
  const a = await accountOrRefuse(ctx, ref);
  const routing: Partial<Record<RoutingField, string>> = {};
  const codes: Record<RoutingField, string | null> = {
    aba_routing: a.abaRouting,
    ach_number: a.achNumber,
    swift_code: a.swiftCode,
    sort_code: a.sortCode,
    iban: a.iban,
    bank_id: a.bankId,
    branch_number: a.branchNumber,
    bsb: a.bsb,
  };
  for (const f of ROUTING_FIELDS) if (codes[f]) routing[f] = codes[f];
  return {
    account: {
      id: a.id,
      code: a.code,
      account_name: a.accountName,
      bank_name: a.bankName,
      bank_address: a.bankAddress,
      account_number: a.accountNumber,
      currency: a.currency,
      country: a.country,
      routing,
      needs_review: flag(a.needsReview),
      is_demo: flag(a.isDemo),
    },
    institution: institutionBrief(a.institution, locale),
    currencies: [a.currency],
    purposes: purposesOf(a.purposes, locale),
    purposes_max: PURPOSES_MAX,
    special_fields: a.fields.map((f) => ({ field: f.field, required: flag(f.required), rule: f.rule, label: fieldLabel(f.field, locale) ?? f.field })),
    routing_fields: routingFields(a.country, locale),
    surcharge: a.surchargeMinor === null ? null : { minor: a.surchargeMinor, amount: minorToDecimal(a.surchargeMinor, a.currency), currency: a.currency },
    living_expense_currencies: [...LIVING_EXPENSE_CURRENCIES],
    entered: 0,
    countries: [],
  };
}

/** The usual currency of a destination (the form's first choice; the payer may pick another). */
const HOME_CURRENCY: Readonly<Record<string, string>> = { USA: 'USD', GBR: 'GBP', AUS: 'AUD', CAN: 'CAD', HKG: 'HKD', SGP: 'SGD', NZL: 'NZD', JPN: 'JPY', CHE: 'CHF' };

/**
 * GET /order/order_info?entered=1&country=GBR: the order form of a payee the payer enters (a
 * landlord, an agency, the student's own account): no account, the destinations and currencies
 * to choose from, the purposes such a payee may be paid for (@edupay/forms ENTERED_PAYEE_ORDER_TYPES:
 * rent, living expenses, a deposit; "Other" beside one) and the routing fields of `country`. Its
 * orders always wait for a manager's review.
 */
export function enteredOrderInfo(locale: Locale, raw: string | undefined) {
  const country = String(raw ?? '').trim().toUpperCase();
  if (country !== '' && countryItems(locale, [country]).length === 0) throw new BusinessError(STATUS.INVALID, 'countryUnknown', {}, { field: 'country' });
  const currency = HOME_CURRENCY[country] ?? (IBAN_COUNTRIES[country] ? 'EUR' : 'USD');
  const alpha2 = country ? (countryItems(locale, [country])[0]?.cy ?? '') : '';
  return {
    account: { id: 0, code: '', account_name: '', bank_name: '', bank_address: '', account_number: null, currency, country, routing: {}, needs_review: 1, is_demo: 0 },
    institution: { id: 0, code: '', en: '', zh: '', local: '', cy: alpha2, country, type: 'other' as const },
    currencies: [...ENTERED_PAYEE_CURRENCIES],
    purposes: purposesOf(ENTERED_PAYEE_ORDER_TYPES, locale),
    purposes_max: PURPOSES_MAX,
    special_fields: [],
    routing_fields: country ? routingFields(country, locale) : [],
    surcharge: null,
    living_expense_currencies: [...LIVING_EXPENSE_CURRENCIES],
    entered: 1,
    countries: countryItems(locale)
      .filter((c) => c.value !== 'CHN')
      .map((c) => ({ value: c.value, name: c.name }))
      .sort((a, b) => a.name.localeCompare(b.name, locale)),
  };
}

/** Requests one network may send per hour (the contact form's allowance). */
export const INSTITUTION_REQUESTS_PER_IP_PER_HOUR = 5;

export interface InstitutionRequestInput {
  readonly values: InstitutionRequestValues;
  readonly source: InstitutionRequestSource;
  readonly userId?: number | undefined;
  readonly locale: Locale;
  readonly ip: string;
}

/**
 * A school the search does not know (issue 14 item 2): validated with the page's own schema,
 * limited per network, stored, and mailed to the service desk in the same transaction (the job
 * queue sends it), so staff learn of every stored request and of no unstored one.
 */
export async function requestInstitution(ctx: AppContext, input: InstitutionRequestInput, inbox: string): Promise<{ id: number }> {
  const result = validateForm(institutionRequestSchema, input.values, input.locale);
  if (!result.valid && result.firstInvalid) {
    throw BusinessError.text(STATUS.INVALID, result.messages[result.firstInvalid] ?? '', { field: result.firstInvalid });
  }
  const key = `institution_request:${input.ip}`;
  if ((await countEvents(ctx, key, 3600)) >= INSTITUTION_REQUESTS_PER_IP_PER_HOUR) {
    throw new BusinessError(STATUS.TOO_FREQUENT, 'institutionRequestTooFrequent');
  }
  await recordEvent(ctx, key);
  const v = result.values;
  const optional = (value: string | undefined) => value?.trim() || null;
  return storeInstitutionRequest(
    ctx,
    {
      source: input.source,
      institutionName: (v.institution_name ?? '').trim(),
      institutionCountry: optional(v.institution_country)?.toUpperCase() ?? null,
      city: optional(v.city),
      website: optional(v.website),
      contactName: (v.contact_name ?? '').trim(),
      email: (v.email ?? '').trim(),
      note: optional(v.note),
      userId: input.userId ?? null,
      locale: input.locale,
      ip: input.ip,
      createdAt: ctx.now(),
    },
    inbox,
  );
}

/**
 * Store a school request and mail it to the service desk in one transaction (the job queue sends
 * it), so staff learn of every stored request and of no unstored one. Registration with an
 * unlisted school calls it directly: the registration form has already validated the name.
 */
export async function storeInstitutionRequest(ctx: AppContext, row: InstitutionRequestRow, inbox: string): Promise<{ id: number }> {
  return ctx.jobs.transaction(async (tx, enqueue) => {
    const id = await insertInstitutionRequest(tx, row);
    await enqueue('email', {
      to: inbox,
      subject: `EduPay school request #${id}: ${row.institutionName}${row.institutionCountry ? ` (${row.institutionCountry})` : ''}`,
      text: [
        `Request #${id} (${row.source}, ${row.locale}) from ${row.contactName} <${row.email}>${row.userId ? `, user ${row.userId}` : ''}`,
        `School: ${row.institutionName}`,
        `Country: ${row.institutionCountry ?? 'not given'}${row.city ? `, ${row.city}` : ''}`,
        ...(row.website ? [`Website: ${row.website}`] : []),
        ...(row.note ? ['', row.note] : []),
      ].join('\n'),
    });
    return { id };
  });
}
