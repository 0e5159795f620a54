/**
 * The one schema of the server, for both drivers (PGlite and pg). SQL migrations in ../../drizzle
 * are generated from this file by drizzle-kit (`npm run db:generate`).
 *
 * Times are `timestamptz` computed by the application clock (never `now()` in SQL), so tests can
 * move time forward and several instances agree on what "expired" means.
 */
import { sql } from 'drizzle-orm';
import { type AnyPgColumn, bigint, bigserial, boolean, check, date, index, integer, jsonb, numeric, pgEnum, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

import { ORDER_STATUSES, type OrderStatus } from '../domain/order-status';
import { DOCUMENT_SLOTS, type DocumentSlot } from '../domain/document-slots';
import { PAYMENT_METHODS } from '../domain/payment-methods';
import { COUPON_KINDS } from '../domain/coupon';
import { COUPON_EVENTS } from '../domain/coupon-hold';
import { PAYMENT_STATUSES } from '../domain/payment-status';
import { INSTALLMENT_STATUSES } from '../domain/installments';
import { REFUND_REASONS, REFUND_STATUSES } from '../domain/refund-status';
import { UNMATCHED_TRANSFER_EVENTS, UNMATCHED_TRANSFER_STATUSES } from '../domain/unmatched-transfer';
import { INSTITUTION_REQUEST_SOURCES, INSTITUTION_REQUEST_STATUSES } from '../domain/institution-request';
import { STAFF_ROLES, type StaffRole } from '../domain/staff-roles';
import { IDENTITY_PERSONS } from '../domain/identity-person';
import { FACE_FAILURE_REASONS, FACE_VERIFICATION_STATUSES } from '../domain/face-verification';
import { PRICE_CHANGE_STATUSES } from '../domain/price-change';
import { CLAIM_STATUSES } from '../domain/price-match';
import { PAYMENT_CYCLES } from '@edupay/forms';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Key-value switches (maintenance) and generated secrets. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

/** Account managers (payment specialists); also the staff the public may look up. */
export const managers = pgTable('managers', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  nameEn: text('name_en').notNull(),
  /** The name in traditional characters (王靜 for 王静), shown in zh-TW; null where it is the same. */
  nameZhTw: text('name_zh_tw'),
  wechatId: text('wechat_id').notNull().unique(),
  whatsapp: text('whatsapp'),
  phone: text('phone').notNull().unique(),
  email: text('email').notNull(),
  qrCode: text('qr_code').notNull(),
  /** 1: the QR code is a WeChat contact; 2: WhatsApp; anything else: no messaging app. */
  isWechat: integer('is_wechat').notNull().default(1),
  working: text('working').notNull(),
  /** Users assigned so far; registration picks the lowest so load stays balanced. */
  assignedCount: integer('assigned_count').notNull().default(0),
  active: boolean('active').notNull().default(true),
  /** The payers' countries (alpha-3) this specialist serves, reachable there by the channels above; empty: any. */
  countries: text('countries').array().notNull().default(sql`'{}'::text[]`),
  /** The languages they work in (zh-CN, zh-TW, en). */
  languages: text('languages').array().notNull().default(sql`'{}'::text[]`),
});

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    publicId: text('public_id').notNull().unique(),
    /** The phone as typed (contact data); it logs in only once proven (phone_e164). */
    telCode: text('tel_code'),
    phone: text('phone'),
    /**
     * '+' calling code and national number of a phone proven by SMS: the one key a phone logs in
     * and is registered under. Null while the phone is unproven contact data (issue 11, item 1).
     */
    phoneE164: text('phone_e164').unique(),
    /** The e-mail as typed; it logs in, and is unique, only once proven (email_verified_at). */
    email: text('email'),
    emailVerifiedAt: ts('email_verified_at'),
    passwordHash: text('password_hash'),
    regRole: text('reg_role').notNull(),
    regName: text('reg_name'),
    studentName: text('student_name'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    studentFirstName: text('student_first_name'),
    studentLastName: text('student_last_name'),
    countryCode: text('country_code'),
    channelCountry: text('channel_country'),
    regCollege: text('reg_college').notNull(),
    regCollegeId: integer('reg_college_id'),
    readingStage: text('reading_stage'),
    commencementTime: text('commencement_time'),
    major: text('major'),
    contact: text('contact'),
    whatsCode: text('whats_code'),
    domesticCode: text('domestic_code'),
    domesticNumber: text('domestic_number'),
    referralCode: text('referral_code'),
    isSchool: integer('is_school'),
    thirdPartKey: text('third_part_key'),
    merchantNum: text('merchant_num'),
    managerId: integer('manager_id').references(() => managers.id),
    createdAt: ts('created_at').notNull(),
  },
  // Only a proven e-mail is a login, so only proven e-mails must be unique: an unproven one
  // never blocks its real owner from registering it.
  (t) => [uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`).where(sql`${t.emailVerifiedAt} is not null`)],
);

/** Links e-mailed to prove an e-mail address of an account (id public, the secret as sha-256). */
export const emailProofs = pgTable(
  'email_proofs',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    secretHash: text('secret_hash').notNull(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('email_proofs_user_idx').on(t.userId)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    /** sha-256 of the opaque token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    userId: integer('user_id').references(() => users.id),
    /** A phone proven by SMS in this session but not yet registered (registration needs it). */
    verifiedPhone: text('verified_phone'),
    verifiedPhoneAt: ts('verified_phone_at'),
    /** An e-mail found free by verification_email, to be registered in this session. */
    pendingEmail: text('pending_email'),
    country: text('country'),
    createdAt: ts('created_at').notNull(),
    lastSeenAt: ts('last_seen_at').notNull(),
    revokedAt: ts('revoked_at'),
    /**
     * Acting on behalf (spec 001 section 6, issue 18 item 4): the staff member who works in this
     * payer session, why, and until when (after it the token is refused like an expired session).
     * Events the session writes name the staff member as actor (`staff:<id>:for:user:<id>`).
     */
    actingStaffId: integer('acting_staff_id').references((): AnyPgColumn => staff.id),
    actingReason: text('acting_reason'),
    actingUntil: ts('acting_until'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** SMS and e-mail codes: hashed, single use, 10 minutes, at most 5 wrong tries. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: serial('id').primaryKey(),
    purpose: text('purpose').notNull(),
    target: text('target').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: ts('expires_at').notNull(),
    consumedAt: ts('consumed_at'),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('verification_codes_target_idx').on(t.purpose, t.target, t.createdAt)],
);

/** Image (4 digits) and slider captchas, bound to the session that asked for them. */
export const captchas = pgTable(
  'captchas',
  {
    id: text('id').primaryKey(),
    sessionId: text('session_id').notNull(),
    kind: text('kind').notNull(),
    answerHash: text('answer_hash').notNull(),
    /** pending -> verified (POST check_captcha was right) -> used; or pending -> used on a wrong answer. */
    state: text('state').notNull().default('pending'),
    expiresAt: ts('expires_at').notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('captchas_session_idx').on(t.sessionId, t.kind, t.createdAt)],
);

/** Events counted by the abuse limits (SMS sends per phone and per IP, captcha refreshes). */
export const rateEvents = pgTable(
  'rate_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    key: text('key').notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('rate_events_key_idx').on(t.key, t.createdAt)],
);

/**
 * Alerts for staff (plugins/ops-alerts.ts): an abuse cap reached (an SMS cap: kind `sms_cap`,
 * subject the cap and its key). One row per kind, subject and hour (`window`), so a script
 * hammering a cap raises one alert (and one e-mail), not one per request; `count` says how often
 * it tripped in that hour. Read by admins (GET /api/ops/ops_alerts).
 */
export const opsAlerts = pgTable(
  'ops_alerts',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    subject: text('subject').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull(),
    window: text('window').notNull(),
    count: integer('count').notNull().default(1),
    createdAt: ts('created_at').notNull(),
    lastAt: ts('last_at').notNull(),
  },
  (t) => [uniqueIndex('ops_alerts_once_key').on(t.kind, t.subject, t.window), index('ops_alerts_created_idx').on(t.createdAt)],
);

/**
 * The last send per key (an SMS per phone, a reset e-mail per address). Claimed with one
 * conditional upsert, so two concurrent sends cannot both pass the 60-second rule.
 */
export const sendSlots = pgTable('send_slots', {
  key: text('key').primaryKey(),
  lastAt: ts('last_at').notNull(),
});

/** A passed slider captcha lifts the hourly SMS allowance once for one phone. */
export const limitGrants = pgTable(
  'limit_grants',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
  },
  (t) => [index('limit_grants_key_idx').on(t.key)],
);

/** Failed logins per account; past the allowance the account is locked until locked_until. */
export const loginLocks = pgTable('login_locks', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStartedAt: ts('window_started_at').notNull(),
  lockedUntil: ts('locked_until'),
});

/** Password reset tickets: the link or the verified phone carries id, oid (secret) and t (expiry). */
export const passwordResets = pgTable('password_resets', {
  id: text('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id),
  secretHash: text('secret_hash').notNull(),
  expiresAt: ts('expires_at').notNull(),
  usedAt: ts('used_at'),
  createdAt: ts('created_at').notNull(),
});

/** Scan login: a QR ticket shown by a browser session, confirmed by a logged-in session. */
export const scanLogins = pgTable('scan_logins', {
  id: text('id').primaryKey(),
  /** The browser session that shows the QR code and polls. */
  sessionId: text('session_id').notNull(),
  state: text('state').notNull().default('pending'),
  userId: integer('user_id').references(() => users.id),
  expiresAt: ts('expires_at').notNull(),
  createdAt: ts('created_at').notNull(),
});

/** Payees: universities of the world list (tuition) and a few non-school payees (other). */
export const institutions = pgTable(
  'institutions',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    en: text('en').notNull(),
    zh: text('zh'),
    /** Common abbreviations, comma separated ("UCL", "Unimelb,UoM"). */
    ab: text('ab'),
    /** 'tuition' or 'other'. */
    type: text('type').notNull(),
    isSchool: integer('is_school').notNull(),
    /** ISO 3166 alpha-2 (flag image) and alpha-3 (the product's country codes). */
    cy: text('cy').notNull(),
    country: text('country').notNull(),
    domain: text('domain'),
    webPage: text('web_page'),
    /** Lower-cased, width-folded English name, Chinese name and abbreviations: what search matches. */
    searchText: text('search_text').notNull(),
    /** Higher first among equal matches: the curated destinations. */
    popularity: integer('popularity').notNull().default(0),
  },
  (t) => [
    index('institutions_country_idx').on(t.country),
    // Trigram index (migration 0001 creates the extension): infix LIKE of 3+ characters.
    index('institutions_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
  ],
);

/** The development outbox of the SMS and mail providers. */
/**
 * States as data: one const array gives the TypeScript union and the PostgreSQL enum, so the two
 * cannot disagree (the pattern every status column follows; see the server README).
 */
export const OUTBOX_CHANNELS = ['sms', 'email'] as const;
export type OutboxChannel = (typeof OUTBOX_CHANNELS)[number];
export const outboxChannel = pgEnum('outbox_channel', OUTBOX_CHANNELS);

export const outbox = pgTable('outbox', {
  id: serial('id').primaryKey(),
  channel: outboxChannel('channel').notNull(),
  to: text('to').notNull(),
  subject: text('subject'),
  body: text('body').notNull(),
  createdAt: ts('created_at').notNull(),
});

/*
 * Content (spec 001 sections 2 and 7): news and resources, help centre, FAQ, about and marketing
 * texts, partners and cooperating payment institutions, and what the contact form received.
 * Texts are stored per locale (en, zh-CN, zh-TW); bodies are HTML already sanitised on write.
 */

/** A news item (kind news; category = its filter type), a help article (kind help) or a FAQ entry (kind faq). */
export const contentArticles = pgTable(
  'content_articles',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    /** Stable name for links and the seed (unique per kind). */
    slug: text('slug').notNull(),
    category: text('category').notNull(),
    publishedAt: ts('published_at').notNull(),
    /** Where the story first appeared (news), shown as the source link. */
    sourceUrl: text('source_url'),
    sourceName: text('source_name'),
    sort: integer('sort').notNull().default(0),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [uniqueIndex('content_articles_kind_slug_key').on(t.kind, t.slug), index('content_articles_list_idx').on(t.kind, t.category, t.publishedAt)],
);

export const contentArticleTexts = pgTable(
  'content_article_texts',
  {
    articleId: integer('article_id')
      .notNull()
      .references(() => contentArticles.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    /** Sanitised HTML. */
    body: text('body').notNull(),
    /** Lower-cased plain text of title, summary and body: what keyword search matches. */
    searchText: text('search_text').notNull(),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.locale] })],
);

/** News filter types and help-centre categories, with their names in each locale. */
export const contentCategories = pgTable(
  'content_categories',
  {
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    sort: integer('sort').notNull().default(0),
    names: jsonb('names').$type<Record<string, string>>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.key] })],
);

/** About and marketing texts by key (about_us?k=update|partner|news, /introduction ...). */
export const contentPages = pgTable(
  'content_pages',
  {
    key: text('key').notNull(),
    locale: text('locale').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    body: text('body').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.locale] })],
);

/** Partners (kind partner) and cooperating payment institutions (kind agency, with their licence). */
export const contentPartners = pgTable('content_partners', {
  id: serial('id').primaryKey(),
  kind: text('kind').notNull(),
  slug: text('slug').notNull().unique(),
  nameEn: text('name_en').notNull(),
  nameZh: text('name_zh').notNull(),
  /** Alpha-3 country code. */
  country: text('country').notNull(),
  website: text('website').notNull(),
  /** Per-locale description (and, for agencies, the licence held). */
  texts: jsonb('texts').$type<Record<string, { description: string; licence: string }>>().notNull(),
  sort: integer('sort').notNull().default(0),
});

/** Messages of the contact forms (/contact, /contactb); also mailed to the service desk. */
export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  form: text('form').notNull(),
  contactName: text('contact_name').notNull(),
  email: text('email').notNull(),
  phone: text('phone'),
  organisation: text('organisation'),
  enquiryType: text('enquiry_type').notNull(),
  message: text('message').notNull(),
  locale: text('locale').notNull(),
  ip: text('ip').notNull(),
  createdAt: ts('created_at').notNull(),
});

/*
 * Schools payers asked for (issue 14 item 2): from /not_institution or a registration with an
 * unlisted school (user_id set). Mailed to the service desk when stored; staff work the status.
 */
export const institutionRequestSource = pgEnum('institution_request_source', INSTITUTION_REQUEST_SOURCES);
export const institutionRequestStatus = pgEnum('institution_request_status', INSTITUTION_REQUEST_STATUSES);
export const institutionRequests = pgTable('institution_requests', {
  id: serial('id').primaryKey(),
  source: institutionRequestSource('source').notNull(),
  status: institutionRequestStatus('status').notNull().default('open'),
  institutionName: text('institution_name').notNull(),
  // Unknown (null) for a registration: the form asks the school's name only.
  institutionCountry: text('institution_country'),
  city: text('city'),
  website: text('website'),
  contactName: text('contact_name').notNull(),
  email: text('email').notNull(),
  note: text('note'),
  userId: integer('user_id').references(() => users.id),
  locale: text('locale').notNull(),
  ip: text('ip').notNull(),
  createdAt: ts('created_at').notNull(),
});

/*
 * FX (issue 17, item 1): the mid-market reference rates quotes are made from, one row per currency
 * in units per EUR. Stored as numeric and read as decimal strings (never a float); `source` says
 * where a row came from; every change by an operator also leaves an `fx_rate_changes` row.
 */
export const FX_RATE_SOURCES = ['dev', 'ecb', 'operator'] as const;
export type FxRateSource = (typeof FX_RATE_SOURCES)[number];
export const fxRateSource = pgEnum('fx_rate_source', FX_RATE_SOURCES);

export const fxRates = pgTable('fx_rates', {
  currency: text('currency').primaryKey(),
  perEur: numeric('per_eur', { precision: 24, scale: 12 }).notNull(),
  source: fxRateSource('source').notNull(),
  /** The day the source published the rate for. */
  asOf: date('as_of', { mode: 'string' }).notNull(),
  updatedAt: ts('updated_at').notNull(),
});

export const fxRateChanges = pgTable('fx_rate_changes', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  currency: text('currency').notNull(),
  before: numeric('before', { precision: 24, scale: 12 }),
  after: numeric('after', { precision: 24, scale: 12 }).notNull(),
  source: fxRateSource('source').notNull(),
  /** Who: `feed:<kind>` for a feed refresh, the staff member for an operator. */
  changedBy: text('changed_by').notNull(),
  reason: text('reason'),
  changedAt: ts('changed_at').notNull(),
});

/*
 * Payee accounts (spec 001 sections 3 and 5, issue 15 item 1): the bank accounts an institution
 * is paid into, what each takes and what its order form asks for. An order snapshots the account
 * it was placed against, so a later change here never changes a placed order.
 */

/** What a payment to an account may be for (the order form's purposes). */
export const PAYEE_PURPOSES = ['tuition', 'rent', 'living', 'application_fee', 'deposit', 'exam_fee'] as const;
export type PayeePurpose = (typeof PAYEE_PURPOSES)[number];
export const payeePurpose = pgEnum('payee_purpose', PAYEE_PURPOSES);

/**
 * The special-school fields an account's order form asks for (names as @edupay/forms' order schema
 * names them); student_number carries its rule (match100num9, matchStudentId) in `rule`.
 */
export const PAYEE_SPECIAL_FIELDS = ['invoice_number', 'quote_id', 'passport_dob', 'student_address', 'crn', 'registration_number', 'student_number'] as const;
export type PayeeSpecialField = (typeof PAYEE_SPECIAL_FIELDS)[number];
export const payeeSpecialField = pgEnum('payee_special_field', PAYEE_SPECIAL_FIELDS);

export const payeeAccounts = pgTable(
  'payee_accounts',
  {
    id: serial('id').primaryKey(),
    /** Stable key of the account (the seed upserts by it; clients may keep it). */
    code: text('code').notNull().unique(),
    institutionId: integer('institution_id')
      .notNull()
      .references(() => institutions.id),
    /** Beneficiary (account) name as the bank holds it. */
    accountName: text('account_name').notNull(),
    bankName: text('bank_name').notNull(),
    bankAddress: text('bank_address').notNull(),
    /** National account number; null where the IBAN is the account's identifier. */
    accountNumber: text('account_number'),
    /** ISO 4217 currency the account is paid in. */
    currency: text('currency').notNull(),
    /** Destination (paying-to) country, alpha-3. */
    country: text('country').notNull(),
    // Routing fields of the destination (which are needed: @edupay/forms routingFieldsFor).
    abaRouting: text('aba_routing'),
    achNumber: text('ach_number'),
    swiftCode: text('swift_code'),
    sortCode: text('sort_code'),
    iban: text('iban'),
    bankId: text('bank_id'),
    branchNumber: text('branch_number'),
    bsb: text('bsb'),
    /** Orders to this account wait for the account manager's review before payment. */
    needsReview: boolean('needs_review').notNull().default(false),
    /**
     * Orders to this account need the payer's face verification passed before payment (the payee's
     * compliance asks for it; spec 001 section 2 "payer identity verification"): domain/order-requirements.ts.
     */
    faceVerification: boolean('face_verification').notNull().default(false),
    /** Extra amount the institution adds to every bill, integer minor units of `currency`; null = none. */
    surchargeMinor: bigint('surcharge_minor', { mode: 'number' }),
    /** Demo data of the seed (invented account numbers): never a real bank account. */
    isDemo: boolean('is_demo').notNull().default(false),
    active: boolean('active').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [index('payee_accounts_institution_idx').on(t.institutionId)],
);

/** The purposes an account takes. */
export const payeeAccountPurposes = pgTable(
  'payee_account_purposes',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => payeeAccounts.id, { onDelete: 'cascade' }),
    purpose: payeePurpose('purpose').notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.purpose] })],
);

/** The special fields an account's order form asks for, required or optional, with the field's rule. */
export const payeeAccountFields = pgTable(
  'payee_account_fields',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => payeeAccounts.id, { onDelete: 'cascade' }),
    field: payeeSpecialField('field').notNull(),
    required: boolean('required').notNull().default(false),
    /** A @edupay/forms rule name for the field (student_number: match100num9, matchStudentId); null = the default. */
    rule: text('rule'),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.field] })],
);

/*
 * Orders (spec 001 sections 3 and 4, issue 15 item 4). An order keeps a copy of the payee account it
 * was placed against (payee_snapshot), its amount as integer minor units with the currency, the
 * three sections of the form, and its status. Identity numbers are never stored in the clear: the
 * *_sealed columns hold AES-256-GCM ciphertext (domain/identity-seal.ts) under `identity_key_id`.
 */

/** Order statuses (the const array lives with its transition table in domain/order-status.ts). */
export { ORDER_STATUSES, type OrderStatus };
export const orderStatus = pgEnum('order_status', ORDER_STATUSES);

export const orders = pgTable(
  'orders',
  {
    id: text('id').primaryKey(),
    /** What a payer and a specialist read out on the phone: EP + placing date + 6 digits. */
    orderNumber: text('order_number').notNull().unique(),
    /** The logged-in payer; null for an anonymous order (bound to `phone_e164` instead). */
    userId: integer('user_id').references(() => users.id),
    /** The SMS-proven phone an anonymous order is bound to; logging in with it shows the order. */
    phoneE164: text('phone_e164'),
    status: orderStatus('status').notNull(),
    orderType: payeePurpose('order_type').notNull(),
    payeeAccountId: integer('payee_account_id').references(() => payeeAccounts.id),
    /** The payee account as it was when the order was placed (bank, routing, institution). */
    payeeSnapshot: jsonb('payee_snapshot').notNull(),
    currency: text('currency').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    surchargeMinor: bigint('surcharge_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    /** The three sections of the form (identity numbers removed: see the sealed columns). */
    payment: jsonb('payment').notNull(),
    student: jsonb('student').notNull(),
    payer: jsonb('payer').notNull(),
    studentIdSealed: text('student_id_sealed'),
    passportSealed: text('passport_sealed'),
    payerIdSealed: text('payer_id_sealed'),
    /** Which key sealed the identity columns, so a rotated APP_SECRET can still open old rows. */
    identityKeyId: text('identity_key_id'),
    /**
     * The quote the order was paid with (quotes.id): its rate, lines and total are what was charged,
     * never recomputed. No foreign key: quotes already reference orders.
     */
    paidQuoteId: text('paid_quote_id'),
    /**
     * While on hold (action_needed, paid_action_needed): what the payer must do and by when, as the
     * staff member wrote it. Cleared when the order leaves the hold.
     */
    holdReason: text('hold_reason'),
    holdUntil: ts('hold_until'),
    /**
     * When the payer declared the order's documents complete (POST /order/ident): the placement
     * stage's "upload proof" step done. Cleared by nothing: a later deletion shows as missing again.
     */
    documentsSubmittedAt: ts('documents_submitted_at'),
    /** The language the payer placed the order in: their notifications are written in it. */
    locale: text('locale').notNull().default('zh-CN'),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [index('orders_user_idx').on(t.userId, t.createdAt), index('orders_phone_idx').on(t.phoneE164, t.createdAt)],
);

/** Every change of an order's status: who, when, from, to, why (written with the change). */
export const orderEvents = pgTable(
  'order_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    event: text('event').notNull(),
    fromStatus: orderStatus('from_status'),
    toStatus: orderStatus('to_status').notNull(),
    /** 'user:<id>', 'phone:<e164>' or 'system'. */
    actor: text('actor').notNull(),
    reason: text('reason').notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.id)],
);

/**
 * The order event streams open now (GET /user/order_events), one row each, so the caps per session
 * and per address hold across instances. Deleted when the stream ends; a row an instance left
 * behind when it died stops counting at `expires_at` (the stream's longest life) and the cleanup
 * deletes it. A trigger (migration 0032) NOTIFYs `order_events` with the order id on each event row.
 */
export const orderStreams = pgTable(
  'order_streams',
  {
    id: text('id').primaryKey(),
    sessionId: text('session_id').notNull(),
    ip: text('ip').notNull(),
    openedAt: ts('opened_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
  },
  (t) => [index('order_streams_session_idx').on(t.sessionId, t.expiresAt), index('order_streams_ip_idx').on(t.ip, t.expiresAt)],
);

/** A logged-in payer's unfinished order form, saved as they type: one per payer and payee account. */
export const orderDrafts = pgTable(
  'order_drafts',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 0 when the payer has not chosen an account yet. */
    payeeAccountId: integer('payee_account_id').notNull(),
    values: jsonb('values').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.payeeAccountId] })],
);

/**
 * Idempotency keys (Stripe's semantics, http/idempotency.ts): the first answer to a key, replayed
 * for the same request and refused for another; kept 24 hours. `scope` keeps one caller's keys
 * apart from another's (the call and the session owner).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    /** The answer, once the first request finished; null while it runs. */
    response: jsonb('response'),
    createdAt: ts('created_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] }), index('idempotency_keys_expires_idx').on(t.expiresAt)],
);

/**
 * Versions of data that instances hold in memory (the institution search list): a trigger bumps
 * the row in the transaction that changes the data (migration 0008), so every instance can tell
 * its copy is current with one primary-key read.
 */
export const searchVersions = pgTable('search_versions', {
  name: text('name').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

// --- Quotes, coupons and points (issue 17 items 2-3; modules/payments)

export { PAYMENT_METHODS, type PaymentMethod } from '../domain/payment-methods';
export { COUPON_KINDS, type CouponKind } from '../domain/coupon';
export const paymentMethod = pgEnum('payment_method', PAYMENT_METHODS);
export const couponKind = pgEnum('coupon_kind', COUPON_KINDS);
export const POINTS_ENTRY_KINDS = ['accrual', 'redemption', 'reversal'] as const;
export type PointsEntryKind = (typeof POINTS_ENTRY_KINDS)[number];
export const pointsEntryKind = pgEnum('points_entry_kind', POINTS_ENTRY_KINDS);

/**
 * A quote (payment_estimate): the rate it locked, every line, the total and its expiry, stored so a
 * payment charges exactly it and nothing is recomputed. Amounts are integer minor units; the rate is
 * an exact ratio of integers (numerator/denominator as decimal digits) with its 6-place text.
 */
export const quotes = pgTable(
  'quotes',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** Who asked: 'user:<id>' or 'phone:<e164>' (the order's owner at the time). */
    payer: text('payer').notNull(),
    method: paymentMethod('method').notNull(),
    foreignCurrency: text('foreign_currency').notNull(),
    /** The order's amount and surcharge it was made for: a quote of another amount is stale. */
    foreignAmountMinor: bigint('foreign_amount_minor', { mode: 'bigint' }).notNull(),
    foreignSurchargeMinor: bigint('foreign_surcharge_minor', { mode: 'bigint' }).notNull(),
    payerCurrency: text('payer_currency').notNull(),
    /** The principal line: the foreign amount at the rate. */
    payerAmountMinor: bigint('payer_amount_minor', { mode: 'bigint' }).notNull(),
    rate: text('rate').notNull(),
    rateNumerator: text('rate_numerator').notNull(),
    rateDenominator: text('rate_denominator').notNull(),
    midRate: text('mid_rate').notNull(),
    spreadBps: integer('spread_bps').notNull(),
    ratesAsOf: text('rates_as_of').notNull(),
    /** [{ kind, effect: 'charge' | 'credit', amount_minor: "<integer>" }] in the payer currency. */
    lines: jsonb('lines').notNull(),
    totalMinor: bigint('total_minor', { mode: 'bigint' }).notNull(),
    fullArrival: boolean('full_arrival').notNull(),
    priority: boolean('priority').notNull(),
    couponId: text('coupon_id'),
    pointsUsed: integer('points_used').notNull().default(0),
    remitOn: text('remit_on').notNull(),
    sameDay: boolean('same_day').notNull(),
    /** A top-up quote: the difference of this price change (price_changes), not the order's price. */
    priceChangeId: text('price_change_id'),
    createdAt: ts('created_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    /** When the payer was told this quote is about to expire (quote_expiring job): set once, so told once. */
    expiryNoticeAt: ts('expiry_notice_at'),
  },
  (t) => [index('quotes_order_idx').on(t.orderId, t.createdAt)],
);

/**
 * A payer's coupon (spec 001 section 3: name, discount, valid until). `order_id` is the order it is
 * applied to (update_user_coupon): unique, so one coupon per order and an order per coupon;
 * `used_at` is set when that order is paid, after which it cannot move.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The name in each language: { en, 'zh-CN', 'zh-TW' }. */
    name: jsonb('name').notNull(),
    kind: couponKind('kind').notNull(),
    /** kind 'amount': what it takes off, in minor units of `currency`. */
    amountMinor: bigint('amount_minor', { mode: 'bigint' }),
    currency: text('currency'),
    /** kind 'fee_percent': the share of the channel fee it takes off, in basis points. */
    feeBps: integer('fee_bps'),
    /** Last valid day (Beijing time), inclusive. */
    validUntil: date('valid_until', { mode: 'string' }).notNull(),
    orderId: text('order_id').references(() => orders.id, { onDelete: 'set null' }),
    usedAt: ts('used_at'),
    /** The console's issue this coupon came from (coupon_batches); null for the demo seed's. */
    batchId: text('batch_id').references(() => couponBatches.id),
    /** Staff disabled it before use: no longer offered or applicable (one already on an order stays there). */
    disabledAt: ts('disabled_at'),
    /**
     * The payment it is reserved for (taken when that payment started; given back when it fails or
     * is cancelled). Once `used_at` is set, the payment that spent it. Not a foreign key: payments
     * reference quotes, which this table's order references; the coupon_events rows keep the history.
     */
    reservedPaymentId: text('reserved_payment_id'),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('coupons_user_idx').on(t.userId), uniqueIndex('coupons_order_key').on(t.orderId), index('coupons_batch_idx').on(t.batchId)],
);

export const couponEvent = pgEnum('coupon_event', COUPON_EVENTS);

/** Every move of a coupon (domain/coupon-hold.ts): applied to an order, removed, reserved by a payment, released, spent. */
export const couponEvents = pgTable(
  'coupon_events',
  {
    id: serial('id').primaryKey(),
    couponId: text('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    event: couponEvent('event').notNull(),
    orderId: text('order_id'),
    paymentId: text('payment_id'),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('coupon_events_coupon_idx').on(t.couponId)],
);

/**
 * One issue of coupons by staff (the console's Coupons screen, issue 18 item 4): to one payer, or to
 * every payer with an account at the time of issue (one `coupons` row each, so the payer's own list
 * and update_user_coupon work as for any coupon). Disabling the issue disables its unused coupons.
 */
export const couponBatches = pgTable('coupon_batches', {
  id: text('id').primaryKey(),
  name: jsonb('name').notNull(),
  kind: couponKind('kind').notNull(),
  amountMinor: bigint('amount_minor', { mode: 'bigint' }),
  currency: text('currency'),
  feeBps: integer('fee_bps'),
  validUntil: date('valid_until', { mode: 'string' }).notNull(),
  /** The one payer it was issued to; null = every payer. */
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  issued: integer('issued').notNull(),
  createdBy: integer('created_by')
    .notNull()
    .references(() => staff.id),
  createdAt: ts('created_at').notNull(),
  disabledAt: ts('disabled_at'),
  disabledBy: integer('disabled_by').references(() => staff.id),
});

/**
 * The points ledger (spec 001 section 9): one row per accrual (an order paid 2016-01-01 to
 * 2018-03-01), redemption (negative, one per order) or reversal; the balance is the sum.
 */
export const pointsEntries = pgTable(
  'points_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: pointsEntryKind('kind').notNull(),
    points: integer('points').notNull(),
    /** What it came from or went to: an order number (historical accruals), a quote id (redemptions and their reversals). */
    orderRef: text('order_ref').notNull(),
    /** Accruals: what the order paid, in CNY fen. */
    paidCnyMinor: bigint('paid_cny_minor', { mode: 'bigint' }),
    occurredAt: ts('occurred_at').notNull(),
  },
  (t) => [index('points_entries_user_idx').on(t.userId), uniqueIndex('points_entries_once_key').on(t.userId, t.kind, t.orderRef)],
);

// --- Payments (issue 17 items 5-6; modules/payments, providers/payment)

export { PAYMENT_STATUSES, type PaymentStatus } from '../domain/payment-status';
export const paymentStatus = pgEnum('payment_status', PAYMENT_STATUSES);

/**
 * A payment: one attempt to charge one quote through the provider. Charges exactly the quote's
 * total (copied here: what was asked of the provider). Card numbers never come here: the brand and
 * last four, from the provider, once the payer typed them on its page. At most one payment per
 * order may succeed: the partial unique index says so to the database itself.
 */
export const payments = pgTable(
  'payments',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    quoteId: text('quote_id')
      .notNull()
      .references(() => quotes.id),
    /** 'user:<id>' or 'phone:<e164>': only this payer sees it. */
    payer: text('payer').notNull(),
    method: paymentMethod('method').notNull(),
    status: paymentStatus('status').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    provider: text('provider').notNull(),
    providerRef: text('provider_ref'),
    redirectUrl: text('redirect_url'),
    qrCode: text('qr_code'),
    /** Bank transfer: the unique reference the payer writes on the transfer, and the instructions. */
    reference: text('reference'),
    instructions: jsonb('instructions'),
    brand: text('brand'),
    last4: text('last4'),
    failureCode: text('failure_code'),
    /** How many times the re-query job asked the provider. */
    requeries: integer('requeries').notNull().default(0),
    /** A top-up of this price change (price_changes): not the order's payment, so not under the one-success rule. */
    priceChangeId: text('price_change_id'),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    index('payments_order_idx').on(t.orderId, t.createdAt),
    uniqueIndex('payments_provider_ref_key').on(t.provider, t.providerRef),
    uniqueIndex('payments_reference_key').on(t.reference),
    uniqueIndex('payments_one_success_key').on(t.orderId).where(sql`status = 'succeeded' and price_change_id is null`),
  ],
);

/**
 * Every change of a payment (created, each provider outcome applied): from, to, and what told us
 * (a callback's event id, the re-query job, the payment call). `provider_event_id` is unique: a
 * provider event is applied once, however often it is delivered.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    paymentId: text('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    fromStatus: paymentStatus('from_status'),
    toStatus: paymentStatus('to_status').notNull(),
    /** 'payment_gateway', 'callback', 'requery'. */
    source: text('source').notNull(),
    providerEventId: text('provider_event_id'),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('payment_events_payment_idx').on(t.paymentId, t.id), uniqueIndex('payment_events_provider_event_key').on(t.providerEventId)],
);

// --- Installments (issue 17 item 4; domain/installments.ts)

export { INSTALLMENT_STATUSES, type InstallmentStatus } from '../domain/installments';
export const installmentStatus = pgEnum('installment_status', INSTALLMENT_STATUSES);

/**
 * One transfer of a payment paid in installments (a bank transfer above the per-transaction limit):
 * its own provider charge and reference, the day it is to be paid (Beijing; Malaysia's daily limit
 * spreads a plan over days). The parent payment succeeds when every installment is paid.
 */
export const installments = pgTable(
  'installments',
  {
    id: text('id').primaryKey(),
    paymentId: text('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    status: installmentStatus('status').notNull(),
    /** The Beijing day it is to be paid on (YYYY-MM-DD). */
    payOn: date('pay_on', { mode: 'string' }).notNull(),
    providerRef: text('provider_ref').notNull(),
    reference: text('reference').notNull(),
    instructions: jsonb('instructions'),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [uniqueIndex('installments_payment_seq_key').on(t.paymentId, t.seq), uniqueIndex('installments_provider_ref_key').on(t.providerRef), uniqueIndex('installments_reference_key').on(t.reference)],
);

/** Every change of an installment, like payment_events: a provider event is applied once (unique id). */
export const installmentEvents = pgTable(
  'installment_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    installmentId: text('installment_id')
      .notNull()
      .references(() => installments.id, { onDelete: 'cascade' }),
    fromStatus: installmentStatus('from_status'),
    toStatus: installmentStatus('to_status').notNull(),
    /** 'payment_gateway', 'callback', 'requery', 'refresh', 'plan'. */
    source: text('source').notNull(),
    providerEventId: text('provider_event_id'),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('installment_events_installment_idx').on(t.installmentId, t.id), uniqueIndex('installment_events_provider_event_key').on(t.providerEventId)],
);

/**
 * Who pays a payment, as the payer declared it (spec 001 section 2): the transfer form (payer name,
 * relationship, national ID sealed like the order's, the bank-registered mobile, the school-system
 * login) or the messaging-app payer's WeChat ID. One per payment; the WeChat ID may be changed while
 * the payment is open.
 */
export const paymentDeclarations = pgTable('payment_declarations', {
  paymentId: text('payment_id')
    .primaryKey()
    .references(() => payments.id, { onDelete: 'cascade' }),
  payerName: text('payer_name'),
  relationship: text('relationship'),
  nationalIdKey: text('national_id_key'),
  nationalIdSealed: text('national_id_sealed'),
  nationalIdMasked: text('national_id_masked'),
  /** E.164, the mobile registered with the payer's bank. */
  mobile: text('mobile'),
  schoolLogin: text('school_login'),
  wechatId: text('wechat_id'),
  createdAt: ts('created_at').notNull(),
  updatedAt: ts('updated_at').notNull(),
});

/** Each "send to phone" of a payment's instructions (send_phone): counted against the sending limit. */
export const instructionSends = pgTable(
  'instruction_sends',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    paymentId: text('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    toMasked: text('to_masked').notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('instruction_sends_payment_idx').on(t.paymentId, t.createdAt)],
);

// --- Refunds (issue 18 item 4; modules/refunds, domain/refund-status.ts)

export { REFUND_STATUSES, type RefundStatus } from '../domain/refund-status';
export const refundStatus = pgEnum('refund_status', REFUND_STATUSES);
export const refundReason = pgEnum('refund_reason', REFUND_REASONS);

/**
 * A refund of (part of) a succeeded payment, asked of the provider by finance or an admin.
 * `amount_minor` goes back to the payer; `fee_minor` is the refund fee kept (spec: 120 RMB when the
 * payer ends the service). Both count against the payment: the service checks, with the payment row
 * locked, that the refunds not failed never add up to more than was captured. The request's
 * Idempotency-Key is kept (unique per staff member) so a resubmitted form makes one refund, and is
 * the key the provider gets, so a retried provider call refunds once.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: text('id').primaryKey(),
    paymentId: text('payment_id')
      .notNull()
      .references(() => payments.id),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id),
    status: refundStatus('status').notNull(),
    reason: refundReason('reason').notNull(),
    note: text('note').notNull().default(''),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    feeMinor: bigint('fee_minor', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    /** Nothing of the payment is left after it: the order closes as refunded when it succeeds. */
    full: boolean('full').notNull(),
    /** 'staff:<id>'. */
    requestedBy: text('requested_by').notNull(),
    providerRef: text('provider_ref'),
    failureCode: text('failure_code'),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    index('refunds_payment_idx').on(t.paymentId, t.createdAt),
    index('refunds_order_idx').on(t.orderId, t.createdAt),
    index('refunds_status_idx').on(t.status, t.createdAt),
    check('refunds_amount_positive', sql`${t.amountMinor} > 0 and ${t.feeMinor} >= 0`),
  ],
);

/** Every change of a refund: from, to, who (staff:<id> or system) and why. */
export const refundEvents = pgTable(
  'refund_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    refundId: text('refund_id')
      .notNull()
      .references(() => refunds.id),
    fromStatus: refundStatus('from_status'),
    toStatus: refundStatus('to_status').notNull(),
    actor: text('actor').notNull(),
    reason: text('reason').notNull().default(''),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('refund_events_refund_idx').on(t.refundId, t.id)],
);

/**
 * The sandbox acquirer's own books (providers/payment/sandbox.ts): what a real provider keeps on
 * its side. Our `payments` rows learn from it only by callback or re-query, as with a real one.
 */
export const sandboxCharges = pgTable('sandbox_charges', {
  ref: text('ref').primaryKey(),
  paymentId: text('payment_id').notNull(),
  method: paymentMethod('method').notNull(),
  amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
  currency: text('currency').notNull(),
  status: paymentStatus('status').notNull(),
  /** Card: a confirmation step (3-D Secure-like) is pending. */
  needsConfirmation: boolean('needs_confirmation').notNull().default(false),
  brand: text('brand'),
  last4: text('last4'),
  reference: text('reference'),
  returnUrl: text('return_url').notNull(),
  failureCode: text('failure_code'),
  /** Each change is an event: `evt_<ref>_<seq>`. */
  eventSeq: integer('event_seq').notNull().default(0),
  /** What the acquirer has given back of this charge (it refuses a refund beyond the charge). */
  refundedMinor: bigint('refunded_minor', { mode: 'bigint' }).notNull().default(sql`0`),
  createdAt: ts('created_at').notNull(),
  updatedAt: ts('updated_at').notNull(),
});

/** The sandbox acquirer's refunds, by the caller's idempotency key: the same key refunds once. */
export const sandboxRefunds = pgTable('sandbox_refunds', {
  key: text('key').primaryKey(),
  ref: text('ref').notNull(),
  chargeRef: text('charge_ref').notNull(),
  amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
  succeeded: boolean('succeeded').notNull(),
  failureCode: text('failure_code'),
  createdAt: ts('created_at').notNull(),
});
/**
 * Bank transfers the provider received with a reference that matches no payment (issue 18 item 4;
 * modules/transfers). One row per provider transfer (`provider_ref` unique: a callback delivered
 * twice records it once). Finance attaches it to an order's open payment (`payment_id`, `order_id`)
 * or sends it back through the provider (`return_ref`). Statuses: domain/unmatched-transfer.ts.
 */
export const unmatchedTransferStatus = pgEnum('unmatched_transfer_status', UNMATCHED_TRANSFER_STATUSES);
export const unmatchedTransferEvent = pgEnum('unmatched_transfer_event', UNMATCHED_TRANSFER_EVENTS);

export const unmatchedTransfers = pgTable(
  'unmatched_transfers',
  {
    id: text('id').primaryKey(),
    provider: text('provider').notNull(),
    /** The provider's id of the incoming funds (what a return refunds). */
    providerRef: text('provider_ref').notNull(),
    /** The provider's event that reported it. */
    providerEventId: text('provider_event_id').notNull(),
    /** What the sender wrote on the transfer (may be empty). */
    reference: text('reference').notNull().default(''),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    senderName: text('sender_name').notNull().default(''),
    /** The sender's account as the provider reports it, already masked by us (last four only). */
    senderAccount: text('sender_account').notNull().default(''),
    status: unmatchedTransferStatus('status').notNull(),
    orderId: text('order_id').references(() => orders.id),
    paymentId: text('payment_id').references(() => payments.id),
    returnRef: text('return_ref'),
    failureCode: text('failure_code'),
    /** 'staff:<id>' of the last attach or return. */
    resolvedBy: text('resolved_by'),
    receivedAt: ts('received_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('unmatched_transfers_provider_ref_key').on(t.provider, t.providerRef),
    index('unmatched_transfers_status_idx').on(t.status, t.receivedAt),
    // One transfer pays a payment at most once.
    uniqueIndex('unmatched_transfers_payment_key').on(t.paymentId),
  ],
);

/** Every change of an unmatched transfer: from, to, the event, who (a staff member or the provider), why. */
export const unmatchedTransferEvents = pgTable(
  'unmatched_transfer_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transferId: text('transfer_id')
      .notNull()
      .references(() => unmatchedTransfers.id),
    event: unmatchedTransferEvent('event'),
    fromStatus: unmatchedTransferStatus('from_status'),
    toStatus: unmatchedTransferStatus('to_status').notNull(),
    actor: text('actor').notNull(),
    reason: text('reason').notNull().default(''),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('unmatched_transfer_events_transfer_idx').on(t.transferId, t.id)],
);

/*
 * Documents of an order (spec 001 sections 3 and 5, issue 16): one row a file, its bytes in the
 * storage provider under `storage_key` (never a public path). `content_type` is what the bytes are
 * (sniffed), never what the browser said; `sha256` is of the stored bytes (images are re-encoded).
 * Who may see a file is decided by its order (orders/repo.ts ownedBy); `user_id`/`phone_e164`
 * record whose order it was when uploaded. A deleted file keeps its row (`deleted_at`) for audit.
 */
export { DOCUMENT_SLOTS, type DocumentSlot };
export const documentSlot = pgEnum('document_slot', DOCUMENT_SLOTS);

export const documents = pgTable(
  'documents',
  {
    id: text('id').primaryKey(),
    /** Upload order within an order (front before back), also when two uploads share a timestamp. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id),
    phoneE164: text('phone_e164'),
    slot: documentSlot('slot').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    /** The name the payer's file had (shown in lists; never used as a path or a header as is). */
    fileName: text('file_name').notNull(),
    /** The earlier document this one was copied from (the "past files" tab), if any. */
    reusedFrom: text('reused_from'),
    createdAt: ts('created_at').notNull(),
    deletedAt: ts('deleted_at'),
  },
  (t) => [index('documents_order_idx').on(t.orderId, t.seq), index('documents_user_idx').on(t.userId, t.createdAt), index('documents_phone_idx').on(t.phoneE164, t.createdAt)],
);

/**
 * Scan-to-upload tickets (issue 16 item 5): the desktop's order and slot, bound to a signed token the
 * phone opens without a login (domain/upload-ticket.ts). Single use: `used_at` is set when the
 * phone's upload is taken (claimed before the file is checked, released when it is refused);
 * `file_id` is what the desktop's poll then shows.
 */
export const uploadTickets = pgTable(
  'upload_tickets',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    slot: documentSlot('slot').notNull(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
    fileId: text('file_id'),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('upload_tickets_order_idx').on(t.orderId, t.createdAt)],
);

/**
 * Identity collection (spec 001 section 3; issue 16 item 3): who gives their identity for an order
 * (the student or the payer), with the ID number sealed (domain/identity-seal.ts) and its key id.
 * One row per order and identity; a new collection replaces the old.
 */
export const identityPerson = pgEnum('identity_person', IDENTITY_PERSONS);

export const identityCollections = pgTable(
  'identity_collections',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    identity: identityPerson('identity').notNull(),
    collectorName: text('collector_name').notNull(),
    idNumberSealed: text('id_number_sealed').notNull(),
    identityKeyId: text('identity_key_id').notNull(),
    phone: text('phone').notNull(),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [uniqueIndex('identity_collections_order_identity_idx').on(t.orderId, t.identity)],
);

/**
 * The operations console (issue 18 items 4-6): staff accounts, their sessions (apart from payer
 * sessions, so a payer token never opens /api/ops and a staff token never acts as a payer) and the
 * append-only audit log of every staff action.
 */
export { STAFF_ROLES, type StaffRole };
export const staffRole = pgEnum('staff_role', STAFF_ROLES);

export const staff = pgTable('staff', {
  id: serial('id').primaryKey(),
  /** What the staff member types to log in (lower case). */
  login: text('login').notNull().unique(),
  name: text('name').notNull(),
  role: staffRole('role').notNull(),
  passwordHash: text('password_hash').notNull(),
  /** The TOTP secret (base32), sealed like identity numbers (AES-GCM under `totp_key_id`). */
  totpSealed: text('totp_sealed'),
  totpKeyId: text('totp_key_id'),
  /** The last TOTP time step accepted: a code is never accepted twice (replay). */
  totpLastStep: bigint('totp_last_step', { mode: 'number' }),
  /** An account manager's row in `managers`: their payers are the users assigned to it. */
  managerId: integer('manager_id').references(() => managers.id),
  active: boolean('active').notNull().default(true),
  createdAt: ts('created_at').notNull(),
});

export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: text('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id),
    /** When the second factor was given; null while a finance or admin login waits for its TOTP code. */
    totpAt: ts('totp_at'),
    createdAt: ts('created_at').notNull(),
    lastSeenAt: ts('last_seen_at').notNull(),
    revokedAt: ts('revoked_at'),
  },
  (t) => [index('staff_sessions_staff_idx').on(t.staffId)],
);

/**
 * The addresses each staff member completed a login from (password and TOTP). Wrong passwords
 * lock a login at the address they came from; at one of these the member is never locked out, so
 * an attacker guessing from elsewhere (or spraying an office's shared address) cannot shut them out.
 */
export const staffKnownAddresses = pgTable(
  'staff_known_addresses',
  {
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id),
    ip: text('ip').notNull(),
    firstAt: ts('first_at').notNull(),
    lastAt: ts('last_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.staffId, t.ip] })],
);

/**
 * Every staff action: who, what, on what, when, before and after. Append-only: a trigger in the
 * migration refuses UPDATE, DELETE and TRUNCATE, so not even a bug in the product can rewrite it.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip'),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('audit_log_target_idx').on(t.targetType, t.targetId, t.id), index('audit_log_staff_idx').on(t.staffId, t.id)],
);

/*
 * Face verification of an order's payer (spec 001 sections 2 and 4: /self_pass, /verify; issue 16
 * item 6) through the face provider (providers/face). The name and sealed ID number are those the
 * vendor was asked to match (the order's payer at the time). Statuses from
 * domain/face-verification.ts; each change is a `face_verification_events` row, and a vendor's event
 * id is applied once (unique).
 */
export const faceVerificationStatus = pgEnum('face_verification_status', FACE_VERIFICATION_STATUSES);
export const faceFailureReason = pgEnum('face_failure_reason', FACE_FAILURE_REASONS);

export const faceVerifications = pgTable(
  'face_verifications',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: faceVerificationStatus('status').notNull(),
    failureReason: faceFailureReason('failure_reason'),
    personName: text('person_name').notNull(),
    idNumberSealed: text('id_number_sealed').notNull(),
    identityKeyId: text('identity_key_id').notNull(),
    /** 'sandbox' or the vendor's name. */
    provider: text('provider').notNull(),
    providerRef: text('provider_ref').notNull(),
    /** The vendor's hosted liveness page the payer opens (on the phone, by QR code). */
    url: text('url').notNull(),
    expiresAt: ts('expires_at').notNull(),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [index('face_verifications_order_idx').on(t.orderId, t.createdAt), uniqueIndex('face_verifications_provider_ref_key').on(t.provider, t.providerRef)],
);

export const faceVerificationEvents = pgTable(
  'face_verification_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    verificationId: text('verification_id')
      .notNull()
      .references(() => faceVerifications.id, { onDelete: 'cascade' }),
    fromStatus: faceVerificationStatus('from_status'),
    toStatus: faceVerificationStatus('to_status').notNull(),
    /** 'live_verification' (started), 'callback', 'status_query', 'expiry'. */
    source: text('source').notNull(),
    providerEventId: text('provider_event_id'),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('face_verification_events_verification_idx').on(t.verificationId, t.id), uniqueIndex('face_verification_events_provider_event_key').on(t.providerEventId)],
);

/**
 * The development face vendor's own books (providers/face/sandbox.ts): what a real vendor keeps on
 * its side. Our `face_verifications` learn from it only by signed callback or status query.
 */
export const sandboxFaceSessions = pgTable('sandbox_face_sessions', {
  ref: text('ref').primaryKey(),
  verificationId: text('verification_id').notNull(),
  /** The person as the vendor was told (name and masked ID: the hosted page shows whom it checks). */
  personName: text('person_name').notNull(),
  idNumberMasked: text('id_number_masked').notNull(),
  status: faceVerificationStatus('status').notNull(),
  failureReason: faceFailureReason('failure_reason'),
  returnUrl: text('return_url').notNull(),
  eventSeq: integer('event_seq').notNull().default(0),
  createdAt: ts('created_at').notNull(),
  updatedAt: ts('updated_at').notNull(),
});

/*
 * The rent contract of a rent order (spec 001 section 3 "Rent contract"; issue 16 item 4): what the
 * payer types from the signed contract (its scan goes in the rent_contract document slot). One a
 * order; the order's amount may not exceed `rent_total` (spec 001 section 5), in the order's currency.
 */
export const paymentCycle = pgEnum('payment_cycle', PAYMENT_CYCLES);

export const rentContracts = pgTable('rent_contracts', {
  orderId: text('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  rentAddress: text('rent_address').notNull(),
  roomNumber: text('room_number').notNull(),
  contractStart: date('contract_start', { mode: 'string' }).notNull(),
  contractEnd: date('contract_end', { mode: 'string' }).notNull(),
  paymentCycle: paymentCycle('payment_cycle').notNull(),
  /** Minor units of the order's currency. */
  rentTotalMinor: bigint('rent_total_minor', { mode: 'bigint' }).notNull(),
  createdAt: ts('created_at').notNull(),
  updatedAt: ts('updated_at').notNull(),
});

/**
 * The payer's signatures of an order's rent contract (GET/POST /order/sign_info; spec 000 "Sign info":
 * the signature is a base64 image). Append-only: a signature is never changed or deleted. Each holds
 * the contract as signed (`contract` and its digest); a contract edited after signing no longer
 * matches the newest signature's digest, so the order needs signing again (domain/order-requirements.ts).
 * The image itself is an object on storage (re-encoded PNG, no metadata), served only through the API.
 */
export const contractSignatures = pgTable(
  'contract_signatures',
  {
    id: text('id').primaryKey(),
    /** Insertion order: the newest signature is the highest (two can share a created_at). */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** What was signed: the rent contract (the A2 form of the India flow would be another kind). */
    kind: text('kind').notNull(),
    /** sha256 hex of the canonical contract text (domain/order-requirements.ts contractDigest). */
    contractDigest: text('contract_digest').notNull(),
    contract: jsonb('contract').notNull(),
    storageKey: text('storage_key').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    /** 'user:<id>' or 'phone:<e164>': who signed. */
    signedBy: text('signed_by').notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('contract_signatures_order_idx').on(t.orderId, t.kind, t.seq)],
);

// --- Price changes and price-match claims (issue 17 item 8; modules/pricing)

export const priceChangeStatus = pgEnum('price_change_status', PRICE_CHANGE_STATUSES);

/**
 * A price change (domain/price-change.ts): the order's payment arrived after its quote expired and
 * today's price is more than the threshold above it. The amounts are in the payment's currency;
 * `decide_by` ends the payer's window. One per order (a second success of the order is refunded
 * as a duplicate before it gets here).
 */
export const priceChanges = pgTable(
  'price_changes',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The payment that arrived late, and the expired quote it paid. */
    paymentId: text('payment_id')
      .notNull()
      .references(() => payments.id),
    quoteId: text('quote_id')
      .notNull()
      .references(() => quotes.id),
    status: priceChangeStatus('status').notNull(),
    currency: text('currency').notNull(),
    quotedMinor: bigint('quoted_minor', { mode: 'bigint' }).notNull(),
    todayMinor: bigint('today_minor', { mode: 'bigint' }).notNull(),
    differenceMinor: bigint('difference_minor', { mode: 'bigint' }).notNull(),
    thresholdMinor: bigint('threshold_minor', { mode: 'bigint' }).notNull(),
    quotedRate: text('quoted_rate').notNull(),
    todayRate: text('today_rate').notNull(),
    /** The top-up quote (made with the change, at today's rate, valid until decide_by). */
    topUpQuoteId: text('top_up_quote_id'),
    refundId: text('refund_id'),
    decideBy: ts('decide_by').notNull(),
    decidedAt: ts('decided_at'),
    decidedBy: text('decided_by'),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [uniqueIndex('price_changes_order_key').on(t.orderId), index('price_changes_status_idx').on(t.status, t.decideBy)],
);

export const priceMatchClaimStatus = pgEnum('price_match_claim_status', CLAIM_STATUSES);

/**
 * A price-match claim (domain/price-match.ts): the bank and rate the payer found, the screenshot
 * (checked by its bytes, kept in storage), the difference computed when filed, and staff's decision.
 * One open or granted claim per order (partial unique index): a refused claim may be filed again
 * within the window with better proof.
 */
export const priceMatchClaims = pgTable(
  'price_match_claims',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    paymentId: text('payment_id')
      .notNull()
      .references(() => payments.id),
    quoteId: text('quote_id')
      .notNull()
      .references(() => quotes.id),
    /** 'user:<id>' or 'phone:<e164>': the payer who filed it. */
    payer: text('payer').notNull(),
    status: priceMatchClaimStatus('status').notNull(),
    bankName: text('bank_name').notNull(),
    /** The bank's rate as the payer typed it (payer currency per foreign unit), a decimal string. */
    claimedRate: text('claimed_rate').notNull(),
    quotedRate: text('quoted_rate').notNull(),
    currency: text('currency').notNull(),
    differenceMinor: bigint('difference_minor', { mode: 'bigint' }).notNull(),
    screenshotKey: text('screenshot_key').notNull(),
    screenshotType: text('screenshot_type').notNull(),
    screenshotSha256: text('screenshot_sha256').notNull(),
    decidedBy: integer('decided_by').references(() => staff.id),
    decisionNote: text('decision_note').notNull().default(''),
    refundId: text('refund_id'),
    createdAt: ts('created_at').notNull(),
    decidedAt: ts('decided_at'),
  },
  (t) => [
    uniqueIndex('price_match_claims_one_open_key').on(t.orderId).where(sql`status in ('open', 'granted')`),
    index('price_match_claims_status_idx').on(t.status, t.createdAt),
  ],
);

// --- Partner (third-party) orders (spec 001 sections 2 and 7: /order/api_{partner}_order, /order_third)

/**
 * Partners whose servers create orders for their payers (a housing platform, a university's fee
 * page). Each signs its calls with its own secret (EduPay-Signature, like our callbacks); the
 * secret is sealed at rest like identity numbers (AES-GCM, key id for rotation). A partner may send
 * its payers back only to the return URLs it registered, and order only to its payee accounts.
 */
export const partners = pgTable('partners', {
  id: serial('id').primaryKey(),
  /** The path's {partner}: lower-case letters and digits (domain/partner-link.ts PARTNER_NAME). */
  name: text('name').notNull().unique(),
  /** Shown to the payer: { en, 'zh-CN', 'zh-TW' }. */
  displayName: jsonb('display_name').notNull(),
  /** What the partner is (housing, institution): shown nowhere yet, kept for the ops console. */
  kind: text('kind').notNull(),
  secretSealed: text('secret_sealed').notNull(),
  secretKeyId: text('secret_key_id').notNull(),
  /** Registered return URLs (prefixes, domain/partner-link.ts returnUrlAllowed). */
  returnUrls: jsonb('return_urls').notNull(),
  /** payee_accounts.code the partner may order to; the first is its default. */
  payeeAccountCodes: jsonb('payee_account_codes').notNull(),
  active: boolean('active').notNull().default(true),
  createdAt: ts('created_at').notNull(),
});

/** An order a partner created: whose, its reference, where the payer goes back, its link version. */
export const partnerOrders = pgTable(
  'partner_orders',
  {
    orderId: text('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id),
    /** The partner's own reference (its booking or invoice number): one order per reference. */
    reference: text('reference').notNull(),
    /** Checked against the partner's registered URLs when the order was created. */
    returnUrl: text('return_url').notNull(),
    /** Entry links carry the version they were made at; batch_pay_url_invalid raises it. */
    linkVersion: integer('link_version').notNull().default(1),
    /** When a payer took the order (orders.user_id was set): first come, and only once. */
    boundAt: ts('bound_at'),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [uniqueIndex('partner_orders_reference_key').on(t.partnerId, t.reference)],
);

/**
 * Signatures of partner calls already accepted, kept for the tolerance window: the same signed
 * request sent again (a replay inside the 300 s window) is refused.
 */
export const partnerSignatures = pgTable(
  'partner_signatures',
  {
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id),
    signature: text('signature').notNull(),
    expiresAt: ts('expires_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.partnerId, t.signature] }), index('partner_signatures_expires_idx').on(t.expiresAt)],
);
