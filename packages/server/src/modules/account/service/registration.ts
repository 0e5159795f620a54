/**
 * Registration (POST /user/register, spec 000 section 3): one account per phone and per e-mail
 * (unique indexes decide, so two concurrent registrations of the same phone make exactly one
 * account), and an account manager assigned by least load. The login must be proven in this
 * session first: an SMS login of the phone (no account yet), or a free e-mail checked by
 * /user/verification_email. The other contact is contact data until proven (issue 11, item 1).
 */
import { randomUUID } from 'node:crypto';
import { isUnlisted } from '@edupay/forms';
import { STATUS } from '@edupay/forms/contract';
import type { AppContext } from '../../../context';
import type { Db } from '../../../db/client';
import { hashPassword } from '../../../domain/passwords';
import { BusinessError } from '../../../http/business-error';
import type { Locale } from '../../../messages';
import type { SessionRow } from '../../../plugins/sessions';
import { serviceDeskInbox } from '../../../providers/mail';
import { validateRegistration, type RegisterPayload } from '../../../validation';
import { institutionByRef } from '../../institutions/repo';
import { storeInstitutionRequest } from '../../institutions/service';
import { countryOfCallingCode } from '../../../domain/site-config';
import { assignManager, insertUser, isUniqueViolation, phoneTaken, userByEmail, userByPhone, type ManagerRow, type NewUser, type UserRow } from '../repo';
import { sendEmailProof } from './email-proofs';
import { phoneKey } from './users';

export type { NewUser } from '../repo';

export type RegistrationOutcome = { user: UserRow; manager: ManagerRow } | { conflict: 'phone' | 'email' };

/** How long an SMS-verified phone may be registered in its session. */
const VERIFIED_PHONE_TTL_MS = 30 * 60 * 1000;

class Conflict extends Error {}

/**
 * Makes the account with its payment specialist: one who serves the payer's country (the country they
 * registered from, else their phone's calling code) and speaks `language`, reachable where the payer is.
 */
export async function registerUser(ctx: AppContext, values: NewUser, language: Locale): Promise<RegistrationOutcome> {
  const country = values.countryCode ?? (values.telCode ? countryOfCallingCode(values.telCode) : null);
  try {
    return await ctx.db.transaction(async (txn) => {
      const tx = txn as unknown as Db;
      const manager = await assignManager(tx, { country, language });
      if (!manager) throw new Error('no active payment specialist');
      const user = await insertUser(tx, { ...values, publicId: randomUUID(), managerId: manager.id, createdAt: ctx.now() });
      // A unique index refused the row: roll back the manager's count too.
      if (!user) throw new Conflict();
      return { user, manager };
    });
  } catch (error) {
    if (!(error instanceof Conflict) && !isUniqueViolation(error)) throw error;
    // Which key was taken: the phone answers 331, the e-mail 332.
    if (values.phoneE164 && (await phoneTaken(ctx.db, values.phoneE164))) return { conflict: 'phone' };
    return { conflict: 'email' };
  }
}

const blankToNull = (value: unknown) => (value === undefined || value === null || value === '' ? null : String(value));

export interface RegistrationRequest {
  readonly session: Pick<SessionRow, 'verifiedPhone' | 'verifiedPhoneAt' | 'pendingEmail'> | null;
  readonly locale: Locale;
  readonly ip: string;
  /** Logs the new user in on the request's session (before the follow-up sends). */
  readonly logIn: (userId: number) => Promise<void>;
  readonly warn: (error: unknown, message: string) => void;
}

/**
 * Validates the payload with @edupay/forms' registration schema, checks the login was proven in
 * this session, makes the account and logs it in; then files a school typed by hand and e-mails
 * the proof link of the address. 331: phone registered; 332: e-mail registered.
 */
export async function register(ctx: AppContext, body: RegisterPayload, request: RegistrationRequest): Promise<{ user: UserRow; manager: ManagerRow }> {
  const session = request.session;
  const loginMethod = (body.login_name ?? '').includes('@') ? 'email' : 'phone';
  const college = await institutionByRef(ctx.db, body.reg_college_id);
  const values = validateRegistration(
    { ...body, reg_college_id: college ? college.id : undefined },
    { loginMethod, schoolCountry: college?.cy, locale: request.locale, now: ctx.now() },
  );

  const phone = values.reg_custom_phone ? String(values.reg_custom_phone) : '';
  const key = phone && body.tel_code ? phoneKey(body.tel_code, phone) : null;
  const email = values.reg_email ? String(values.reg_email).toLowerCase() : null;

  // The login being registered must have been proven in this session; the other contact is
  // contact data until proven (issue 11, item 1): it neither logs in nor blocks its owner.
  const phoneProven = Boolean(
    key &&
      session?.verifiedPhone === key &&
      session.verifiedPhoneAt &&
      ctx.now().getTime() - session.verifiedPhoneAt.getTime() < VERIFIED_PHONE_TTL_MS,
  );
  if (loginMethod === 'phone') {
    if (!phoneProven) {
      if (key && (await userByPhone(ctx.db, key))) throw new BusinessError(STATUS.PHONE_REGISTERED, 'phoneRegistered');
      throw new BusinessError(STATUS.INVALID, 'phoneNotVerified', {}, { field: 'phone' });
    }
  } else if (!session?.pendingEmail || session.pendingEmail !== (body.login_name ?? '').trim().toLowerCase() || email !== session.pendingEmail) {
    if (email && (await userByEmail(ctx.db, email))) throw new BusinessError(STATUS.EMAIL_REGISTERED, 'emailRegistered');
    throw new BusinessError(STATUS.INVALID, 'emailNotVerified', {}, { field: 'email' });
  }
  // An address another account has proven is taken (it cannot become this account's login).
  if (email && (await userByEmail(ctx.db, email))) throw new BusinessError(STATUS.EMAIL_REGISTERED, 'emailRegistered');

  const outcome = await registerUser(ctx, {
    telCode: body.tel_code ?? null,
    phone: phone || null,
    phoneE164: phoneProven ? key : null,
    email,
    passwordHash: values.password ? await hashPassword(String(values.password), ctx.argon2) : null,
    regRole: String(values.reg_role),
    regName: blankToNull(values.reg_name),
    studentName: blankToNull(values.student_name),
    firstName: blankToNull(values.first_name),
    lastName: blankToNull(values.last_name),
    studentFirstName: blankToNull(values.student_first_name),
    studentLastName: blankToNull(values.student_last_name),
    countryCode: blankToNull(values.country_code) ?? blankToNull(body.channel_country),
    channelCountry: blankToNull(body.channel_country),
    regCollege: college ? college.en : String(values.reg_college),
    regCollegeId: college?.id ?? null,
    readingStage: blankToNull(values.reading_stage),
    commencementTime: values.enrol_year && values.enrol_month ? `${values.enrol_year}-${String(values.enrol_month).padStart(2, '0')}` : null,
    major: blankToNull(values.major),
    contact: blankToNull(values.contact),
    whatsCode: blankToNull(body.whats_code),
    domesticCode: blankToNull(body.domestic_code),
    domesticNumber: blankToNull(values.domestic_number),
    referralCode: blankToNull(values.referral_code),
    isSchool: body.is_school === undefined ? null : Number(body.is_school) || 0,
    thirdPartKey: blankToNull(body.third_part_key),
    merchantNum: blankToNull(body.merchant_num),
  }, request.locale);
  if ('conflict' in outcome) {
    throw outcome.conflict === 'phone'
      ? new BusinessError(STATUS.PHONE_REGISTERED, 'phoneRegistered')
      : new BusinessError(STATUS.EMAIL_REGISTERED, 'emailRegistered');
  }
  await request.logIn(outcome.user.id);
  // A school typed by hand reaches staff as a request, so it can be added to the list.
  if (!college && isUnlisted(values)) {
    const user = outcome.user;
    await storeInstitutionRequest(
      ctx,
      {
        source: 'registration',
        institutionName: String(values.reg_college).trim(),
        institutionCountry: null,
        contactName: [user.regName, user.firstName, user.lastName].filter(Boolean).join(' ') || (email ?? ''),
        email: email ?? '',
        userId: user.id,
        locale: request.locale,
        ip: request.ip,
        createdAt: ctx.now(),
      },
      serviceDeskInbox(),
    );
  }
  // The e-mail (the login of an e-mail sign-up, or a phone account's contact) logs in once
  // its owner opens this link.
  if (email) await sendEmailProof(ctx, { userId: outcome.user.id, email, locale: request.locale }).catch((error: unknown) => request.warn(error, 'e-mail proof not sent'));
  return outcome;
}
