/**
 * Request and response schemas of the partner calls (validation, types and OpenAPI in one). The
 * examples use the demo partner `awehome` (modules/partners/seed.ts: development and test only).
 */
import { ORDER_STATUSES } from '../../domain/order-status';
import { envelopeResponse, flag, listOf, shape, text } from '../../http/response-schemas';
import { input, str } from '../../http/schemas';

type JsonSchema = Record<string, unknown>;

export const SIGNATURE_DOC = {
  type: 'string',
  description: 't=<unix seconds>,v1=<hex HMAC-SHA256 with the partner secret of "t.<signed>">; <signed> is the raw body of a POST, the path and query as sent of a GET. 300 s tolerance; each signature is accepted once.',
  examples: ['t=1772416800,v1=5f1c...'],
} as const;

export const partnerParams = {
  type: 'object',
  properties: { partner: { type: 'string', maxLength: 30, description: 'The partner name, e.g. awehome, monash', examples: ['awehome'] } },
  required: ['partner'],
} as const;

export const createBody = input(
  {
    reference: { ...str(64), description: "The partner's own reference (booking, invoice): one order per reference" },
    amount: { ...str(20), description: "Amount in the payee account's currency, a decimal string" },
    currency: { ...str(3), description: "The payee account's currency (get_api_currency)" },
    purpose: { ...str(20), description: 'tuition, rent, deposit, application_fee, exam_fee, living: one the payee account accepts' },
    return_url: { ...str(2000), description: 'Where the payer goes back after paying: must start with a URL the partner registered' },
    payee_account: { ...str(60), description: "One of the partner's payee accounts (get_api_currency); default its first" },
    payer_country: { ...str(3), description: 'Where the payer pays from, alpha-3 (default CHN): sets the payer currency' },
    description: { ...str(200), description: 'Shown to the payer on the entry page (e.g. the room and the term)' },
  },
  { reference: 'AWE-2026-00042', amount: '1850.00', currency: 'GBP', purpose: 'rent', return_url: 'https://www.awehome.com/edupay/return?booking=AWE-2026-00042', description: 'Room 4B, autumn term' },
  ['reference', 'amount', 'currency', 'purpose', 'return_url'],
);

export const statusQuery = input({ reference: { ...str(64), description: "The partner's reference of the order" } }, { reference: 'AWE-2026-00042' }, ['reference']);

export const invalidateBody = input(
  { references: { type: 'array', maxItems: 100, items: { ...str(64) }, description: 'References whose entry links stop working (at most 100)' }, partner: { ...str(30), description: 'The partner name (signed with its secret)' } },
  { partner: 'awehome', references: ['AWE-2026-00042'] },
  ['partner', 'references'],
);

export const currencyQuery = input({ partner: { ...str(30), description: 'The partner name' } }, { partner: 'awehome' }, ['partner']);

export const payInfoQuery = input(
  {
    token: { ...str(700), description: 'The token of an entry link (/order_third?token=)' },
    order_id: { ...str(36), description: "The caller's own partner order (after taking it)" },
  },
  { token: 'eyJvIjoi...signature' },
);

export const bindBody = input({ token: { ...str(700), description: 'The token of an entry link' } }, { token: 'eyJvIjoi...signature' }, ['token']);

const DISPLAY = shape({ en: text(), 'zh-CN': text(), 'zh-TW': text() });
const PARTNER = shape({ name: text('The path name'), display_name: DISPLAY });
const STATUS_PROP = { type: 'string', enum: [...ORDER_STATUSES], description: 'The order status' };

const PARTNER_ORDER: Record<string, JsonSchema> = {
  order_id: text('Our order id'),
  order_no: text('Our order number (EP...)'),
  reference: text("The partner's reference"),
  status: STATUS_PROP,
  paid: flag('1: paid'),
  bound: flag('1: a payer has taken the order'),
  currency: text(),
  amount: text('Decimal string'),
};

export const createResponse = envelopeResponse(
  shape({
    ...PARTNER_ORDER,
    token: text('The entry token'),
    entry_url: text('Send the payer here: /order_third?token=... (expires; invalidated by batch_pay_url_invalid)'),
    expires_at: text('When the entry link stops working (ISO 8601)'),
    created: flag('1: created now; 0: the order of this reference, answered again'),
  }),
);
export const statusResponse = envelopeResponse(shape(PARTNER_ORDER));
export const invalidateResponse = envelopeResponse(shape({ invalidated: listOf(text()), not_found: listOf(text()) }));
export const currencyResponse = envelopeResponse(
  shape({
    partner: PARTNER,
    payee_currencies: listOf(text()),
    accounts: listOf(shape({ payee_account: text(), name: text(), currency: text(), purposes: listOf(text()) })),
    payer_countries: listOf(shape({ country: text('alpha-3'), currency: text() })),
  }),
);
export const payInfoResponse = envelopeResponse(
  shape({
    partner: PARTNER,
    reference: text(),
    description: text(),
    payee: shape({ institution: text(), institution_zh: text(), account_name: text(), country: text() }),
    purpose: text(),
    currency: text(),
    amount: text('Decimal string'),
    payer_country: text(),
    status: STATUS_PROP,
    paid: flag('1: paid'),
    state: { type: 'string', enum: ['open', 'yours'], description: "open: nobody has taken it; yours: the caller's" },
    order_id: text("Empty unless it is the caller's"),
    order_no: text("Empty unless it is the caller's"),
    return_url: text("The partner's return URL (registered; checked when the order was made)"),
  }),
);
