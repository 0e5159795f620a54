/**
 * Request and response schemas of the payee calls (spec 001 section 7): validation bounds, the
 * TypeScript shapes and OpenAPI in one. Each request carries an example that works against the
 * seeded demo data (UCL: institution code U..., its GBP account; see src/data/payee-accounts.ts).
 * Business rules and their messages are @edupay/forms' (src/validation.ts).
 */
import { PAYEE_PURPOSES, PAYEE_SPECIAL_FIELDS } from '../../db/schema';
import { COUNTRY_ITEM_PROPERTIES, envelopeResponse, flag, int, listOf, shape, text } from '../../http/response-schemas';
import { input, object, str, strOrNum } from '../../http/schemas';
import { MAX_QUERY_LENGTH } from './repo';

const ROUTING_FIELD_NAMES = ['aba_routing', 'ach_number', 'swift_code', 'sort_code', 'iban', 'bank_id', 'branch_number', 'bsb'] as const;
const nullableText = (description: string) => ({ type: ['string', 'null'], description });
const nullable = (schema: Record<string, unknown>) => ({ anyOf: [schema, { type: 'null' }] });

// --- requests

/** Demo examples: the seed's ids are serial, so examples name the institution by its stable code or English name. */
const institutionRef = { ...strOrNum(32), description: 'Institution id or code (the search result\'s id or code)' };
/** get_school and get_institution: the words typed (either name), the registration flag, a destination. */
export const schoolQuerySchema = object({
  search_key: str(MAX_QUERY_LENGTH),
  searchkey: str(MAX_QUERY_LENGTH),
  is_register: str(2),
  remittance_country_id: str(8),
  country: str(3),
});

/** Code of University College London in the seeded list (a stable hash of country and name). */
export const EXAMPLE_INSTITUTION_CODE = 'U005DDB19F1';

export const selectAccountQuery = input({ institution_id: institutionRef, college_id: institutionRef }, { institution_id: EXAMPLE_INSTITUTION_CODE });
export const schoolCountryCurrencyQuery = selectAccountQuery;

export const countryIdentificationQuery = input(
  { country: { ...str(3), description: 'Paying-to country, alpha-3 (collection_country is accepted too)' }, collection_country: str(3) },
  { country: 'USA' },
);

/** POST /other/institution_request: bounds for transport; the rules are @edupay/forms' institutionRequestSchema. */
export const institutionRequestBody = input(
  {
    institution_name: { ...str(200), description: 'The school as the payer knows it' },
    institution_country: { ...str(3), description: "The school's country, alpha-3" },
    city: str(120),
    website: str(400),
    contact_name: str(100),
    email: str(254),
    note: str(1000),
  },
  {
    institution_name: 'Ashgrove College of Music',
    institution_country: 'AUS',
    city: 'Brisbane',
    website: 'https://www.example.edu.au',
    contact_name: 'Mei Han',
    email: 'han.mei@example.com',
    note: 'My daughter starts there in February.',
  },
);
export const institutionRequestResponse = envelopeResponse(shape({ id: int('Reference of the stored request') }));

export const nameConversionQuery = input({ name: { ...str(40), description: 'Chinese name (simplified or traditional)' }, chinese_name: str(40) }, { name: '单田芳' });

export const payeeAddressBody = input(
  {
    address: { ...str(300), description: 'A beneficiary or bank address' },
    type: { type: 'string', enum: ['beneficiary', 'bank'], description: 'Which address (default beneficiary): names the field in the answer' },
  },
  { address: '12 Oxford Road, Manchester M1 5QA', type: 'beneficiary' },
  ['address'],
);

const accountRef = { ...strOrNum(64), description: 'Payee account id or code (from select_account)' };
export const orderInfoQuery = input(
  {
    account_id: accountRef,
    id: accountRef,
    entered: { type: 'string', enum: ['', '0', '1'], description: '1 (without account_id): the form of a payee the payer enters (landlord, agency, own account)' },
    country: { ...str(3), description: 'With entered=1: the paying-to country, alpha-3 (its routing fields)' },
  },
  { account_id: 'DEMO-GB-UNIVERSITY-COLLEGE-LONDON-UNIVERSITY-OF-' },
);

// --- responses

const INSTITUTION_BRIEF = shape({
  id: int(),
  code: text(),
  en: text('English name'),
  zh: text('Chinese name, or empty'),
  local: text("Name in the request's language"),
  cy: text('Alpha-2 country code'),
  country: text('Alpha-3 country code'),
  type: { type: 'string', enum: ['tuition', 'other'] },
});

const PURPOSE = shape({ value: { type: 'string', enum: [...PAYEE_PURPOSES] }, label: text("In the request's language") });
const FIELD_RULE = shape({
  field: text('Form field name (@edupay/forms order schema)'),
  required: flag('1: required'),
  rule: nullableText('@edupay/forms rule name, or null for the field default'),
  label: text("Field name in the request's language"),
});
const ROUTING = {
  type: 'object',
  properties: Object.fromEntries(ROUTING_FIELD_NAMES.map((f) => [f, text()])),
  additionalProperties: false,
  description: 'The routing codes of the account (only those it has)',
};

export const ACCOUNT_SUMMARY = shape({
  id: int('Payee account id (order_info account_id)'),
  code: text('Stable account code'),
  account_name: text('Beneficiary name'),
  bank_name: text(),
  currency: text('ISO 4217'),
  country: text('Paying-to country, alpha-3'),
  purposes: listOf(PURPOSE),
  needs_review: flag("1: orders wait for the payment specialist's review before payment"),
  is_demo: flag('1: demo data (invented account number)'),
});

export const selectAccountResponse = envelopeResponse(shape({ institution: INSTITUTION_BRIEF, list: listOf(ACCOUNT_SUMMARY, 'Accounts of the institution') }));

export const schoolCountryCurrencyResponse = envelopeResponse(
  shape({
    institution: INSTITUTION_BRIEF,
    country: text('Paying-to country, alpha-3'),
    country_name: text("In the request's language"),
    currencies: listOf(text(), 'Currencies of its accounts (ISO 4217), most used first; empty when it has none'),
  }),
);

export const countryIdentificationResponse = envelopeResponse(
  shape({ country: text('Alpha-3'), iban_country: flag('1: accounts are identified by IBAN'), fields: listOf(FIELD_RULE, 'Routing fields the destination needs') }),
);

export const nameConversionResponse = envelopeResponse(
  shape({ name: text('The name as read'), last_name: text('Surname in Pinyin (upper case)'), first_name: text('Given name in Pinyin (upper case)') }),
);

export const payeeAddressResponse = envelopeResponse(shape({ address: text('The address, trimmed') }));

export const orderInfoResponse = envelopeResponse(
  shape({
    account: shape({
      id: int(),
      code: text(),
      account_name: text(),
      bank_name: text(),
      bank_address: text(),
      account_number: nullableText('National account number; null where the IBAN identifies the account'),
      currency: text('ISO 4217'),
      country: text('Paying-to country, alpha-3'),
      routing: ROUTING,
      needs_review: flag("1: orders wait for the payment specialist's review before payment"),
      is_demo: flag('1: demo data'),
    }),
    institution: INSTITUTION_BRIEF,
    currencies: listOf(text(), 'Currencies an order to this account may be in'),
    purposes: listOf(PURPOSE),
    purposes_max: int('Most purposes one order may name'),
    special_fields: listOf(shape({ ...FIELD_RULE.properties as Record<string, Record<string, unknown>>, field: { type: 'string', enum: [...PAYEE_SPECIAL_FIELDS] } })),
    routing_fields: listOf(FIELD_RULE, 'Routing fields of the destination'),
    surcharge: nullable(shape({ minor: int('Minor units of currency'), amount: text('Decimal string'), currency: text() }, 'Added to every bill; null when none')),
    living_expense_currencies: listOf(text(), 'Currencies living-expense orders may be in'),
    entered: flag('1: a payee the payer enters (account id 0, no institution); its orders are always reviewed'),
    countries: listOf(shape({ value: text('Alpha-3'), name: text("In the request's language") }), 'With entered: the paying-to countries to choose from'),
  }),
);

export const countryListResponse = envelopeResponse(
  listOf(shape({ ...COUNTRY_ITEM_PROPERTIES, institution_count: int('Payees in this country') }), 'Destinations with payees, most payees first'),
);
