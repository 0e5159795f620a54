/**
 * The OpenAPI document (/api/openapi.json) as a client generator needs it, completed in one place
 * from what the routes declare (their schemas, tags and summaries), so no route repeats it:
 * - operationId: the spec's call name from the URL (`/api/user/login` -> `user_login`). Where one
 *   path answers both GET and POST (the spec allows both for several calls), POST keeps the name and
 *   GET gets `_get` (`other_check_captcha_get` is the captcha image).
 * - security: the session token in `Authorization` (the spec's client sends it bare) or in the
 *   `token` cookie. Calls that need a logged-in session require it; calls that never read a session
 *   are public (`[]`); the others take it when the client has one and open a session otherwise.
 *   A partner's server-to-server calls take its HMAC signature (partnerSignature) instead.
 * - the transport refusals every call can meet (400 unreadable; POST bodies also 413 and 415) with
 *   the fault body app.ts answers, besides the route's own 200 and 500.
 * - servers (relative: this server), tags, licence and terms.
 * scripts/lint-openapi.ts lints the result with Redocly's recommended rules in `npm test`.
 */
import type { SwaggerOptions } from '@fastify/swagger';
import type { ServerConfig } from '../config';

/** Calls that answer 402 (open the login) without a logged-in session. */
export const LOGIN_REQUIRED: ReadonlySet<string> = new Set([
  'user_personal_info',
  'user_personal_info_get',
  'user_change_pwd',
  'user_create_pwd',
  'user_scan_login_confirm',
  // Orders: a logged-in user, or a session that proved a phone by SMS (/user/order_login).
  'order_order_submit',
  'order_life_info',
  'order_life_info_get',
  'order_update_order_info',
  'order_update_crn_info',
  'user_order_list',
  'user_order_detail',
  'user_user_config',
  'user_smart_order_list',
  'user_close_order',
  'user_complete_order',
  'user_order_events',
  'user_order_track_link',
  'user_reorder',
  // Drafts: logged-in users only (an anonymous payer's draft stays on the device).
  'order_save_draft',
  'order_get_draft',
  // Documents: the order's payer (a file's bytes also by a signed link or the staff token: not listed).
  'order_ident_files_upload',
  'order_ident_files',
  'order_ident_files_delete',
  'order_ident_files_past',
  'order_ident_file_link',
  'order_ident_scan_ticket',
  'order_ident_scan_status',
  'order_ident_ass_get',
  'order_ident_ass',
  // Quotes and coupons (issue 17): the caller's own orders.
  'order_payment_estimate',
  'order_update_user_coupon',
  'order_payment_detail',
  'order_payment_detail_get',
  'order_update_order_amount',
  'order_update_order_amount_get',
]);

/** Calls that never read or open a session: no token needed or used. */
export const PUBLIC: ReadonlySet<string> = new Set([
  'health',
  'get_index_data',
  'index_get_country_list',
  'order_get_institution',
  'other_get_school',
  'other_search_payment_country',
  'other_change_lang',
  'other_select_account',
  'order_query_school_country_currency',
  'order_get_country_identification_code',
  'order_payee_address_vali',
  'order_name_conversion',
  'order_order_info',
  // The phone's scan-to-upload page: the signed, single-use ticket is the proof, not a login.
  'order_ident_scan_info',
  'order_ident_scan_upload',
  'order_order_track',
]);

const TAGS = [
  { name: 'config', description: 'Site configuration and home page data (spec 000 section 3)' },
  { name: 'user', description: 'Account access: login, registration, passwords, user centre (spec 000 sections 4 and 7)' },
  { name: 'other', description: 'Language, location, captchas, searches and the staff lookup (spec 000 section 7)' },
  { name: 'order', description: 'Order flow: payee search, payee accounts, the order form checks, order submission, drafts and the documents of an order (spec 001 section 7)' },
  { name: 'index', description: 'Home page lists' },
  { name: 'health', description: 'Liveness and database check' },
  { name: 'partner', description: "Partner (third-party) orders (spec 001 section 7): partners' servers create and read orders and withdraw links by calls signed with their secret (EduPay-Signature: t=<unix>,v1=<hex HMAC-SHA256 of \"t.<body or path?query>\">, 300 s, each signature once); the payer's pages read and take them" },
  { name: 'ops', description: 'The operations console: staff login (password, then TOTP for every role), review queue, order search and history, the bank reports staff stand in for, identity reveals and the audit log. Staff tokens only: a payer token opens nothing here' },
];

/** A refusal before the call ran: a real HTTP status and the envelope with that status. */
export const TRANSPORT_FAULT = {
  type: 'object',
  description: 'The request could not be taken (message in the request language); the status_code repeats the HTTP status',
  properties: {
    status_code: { type: 'integer', enum: [400, 404, 413, 415] },
    message: { type: 'string' },
    data: { type: 'object', additionalProperties: false, properties: {} },
  },
  required: ['status_code', 'message', 'data'],
  additionalProperties: false,
};

// Inline, not a $ref: test/openapi.test.ts checks real answers against each response schema on its own.
const fault = (description: string) => ({ description, content: { 'application/json': { schema: TRANSPORT_FAULT } } });

const TOKEN = [{ token: [] }, { tokenCookie: [] }];
/** The console's calls take the staff token only (never the cookie: the console keeps it in memory). */
const STAFF_TOKEN = [{ staffToken: [] }];
/** A partner's server-to-server calls: signed with the partner's secret, never a session (modules/partners). */
const PARTNER_SIGNATURE = [{ partnerSignature: [] }];
export const PARTNER_SIGNED: ReadonlySet<string> = new Set(['order_api_partner_order', 'order_api_partner_order_get', 'order_batch_pay_url_invalid']);
/** Console calls open to a caller without a staff session. */
const OPS_OPEN: ReadonlySet<string> = new Set(['ops_login']);

type Operation = { operationId?: string; security?: unknown[]; responses?: Record<string, unknown>; tags?: string[] };
type Document = { paths?: Record<string, Record<string, Operation>> };

/** The spec's call name of a path: `/api/user/login` -> `user_login`. */
export function callName(path: string): string {
  // A path parameter keeps its name without braces (api_{partner}_order -> order_api_partner_order).
  return path.replace(/^\/api\//, '').replaceAll('/', '_').replace(/[{}]/g, '');
}

/** Completes the generated document (see the file comment). Exported for the test. */
export function completeDocument<T extends Document>(document: T): T {
  for (const [path, methods] of Object.entries(document.paths ?? {})) {
    const both = 'get' in methods && 'post' in methods;
    for (const [method, operation] of Object.entries(methods)) {
      const id = callName(path) + (both && method === 'get' ? '_get' : '');
      operation.operationId = id;
      operation.security = PARTNER_SIGNED.has(id)
        ? PARTNER_SIGNATURE
        : id.startsWith('ops_')
          ? OPS_OPEN.has(id)
            ? []
            : STAFF_TOKEN
          : LOGIN_REQUIRED.has(id)
            ? TOKEN
            : PUBLIC.has(id)
              ? []
              : [{}, ...TOKEN];
      operation.responses = {
        ...operation.responses,
        400: fault('The request could not be read (a malformed URL or body)'),
        ...(method === 'post'
          ? { 413: fault('The body is larger than 64 KB'), 415: fault('The body is of a type the server does not read (send application/json)') }
          : {}),
      };
    }
  }
  return document;
}

/**
 * The document without the console's calls (/api/ops/...), as production serves it to everyone but
 * signed-in staff: their 34 calls and shapes are a map for an attacker and of no use to a payer.
 */
export function withoutStaffCalls<T extends { paths?: Record<string, unknown>; tags?: { name: string }[] }>(document: T): T {
  const paths = Object.fromEntries(Object.entries(document.paths ?? {}).filter(([path]) => !path.startsWith('/api/ops/')));
  return { ...document, paths, tags: (document.tags ?? []).filter((tag) => tag.name !== 'ops') };
}

export function swaggerOptions(config: Pick<ServerConfig, 'publicUrl'>): SwaggerOptions {
  return {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'EduPay API',
        version: '0.1.0',
        description:
          'Account access, configuration and institution search (spec 000 section 7). Every business outcome is HTTP 200 with the envelope { status_code, message, data }; other HTTP statuses are transport or server faults.',
        termsOfService: `${config.publicUrl}/about_us?k=clause`,
        license: { name: 'Proprietary: EduPay Terms of Service', url: `${config.publicUrl}/about_us?k=clause` },
      },
      // Relative: the document describes the server that serves it, wherever that is deployed.
      servers: [{ url: '/', description: 'The server that serves this document (paths start with /api)' }],
      tags: TAGS,
      components: {
        securitySchemes: {
          token: { type: 'apiKey', in: 'header', name: 'Authorization', description: 'The session token, bare (as the spec client sends it) or as "Bearer <token>"' },
          tokenCookie: { type: 'apiKey', in: 'cookie', name: 'token', description: 'The same token in the token cookie, which the server also sets' },
          partnerSignature: {
            type: 'apiKey',
            in: 'header',
            name: 'EduPay-Signature',
            description: 'A partner server\'s signature: t=<unix seconds>,v1=<hex HMAC-SHA256 with the partner secret of "t.<raw body>" (POST) or "t.<path?query>" (GET)>; 300 s tolerance, each signature accepted once',
          },
          staffToken: { type: 'apiKey', in: 'header', name: 'Authorization', description: 'A staff token from /api/ops/login (and login_totp for finance and admin), bare or as "Bearer <token>"; payer tokens are refused' },
        },
      },
    },
    transformObject: (documentObject) => completeDocument((documentObject as { openapiObject: Document }).openapiObject) as never,
  };
}
