/**
 * The one schema of the server, for both drivers (PGlite and pg). SQL migrations in ../../drizzle
 * are generated from this file by drizzle-kit (`npm run db:generate`).
 *
 * Times are `timestamptz` computed by the application clock (never `now()` in SQL), so tests can
 * move time forward and several instances agree on what "expired" means.
 */
import { sql } from 'drizzle-orm';
import { bigserial, boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

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
});

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    publicId: text('public_id').notNull().unique(),
    telCode: text('tel_code'),
    phone: text('phone'),
    /** '+' calling code and national number: the one key a phone is registered under. */
    phoneE164: text('phone_e164').unique(),
    email: text('email'),
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
  (t) => [uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`)],
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
export const outbox = pgTable('outbox', {
  id: serial('id').primaryKey(),
  channel: text('channel').notNull(),
  to: text('to').notNull(),
  subject: text('subject'),
  body: text('body').notNull(),
  createdAt: ts('created_at').notNull(),
});
