/**
 * POST /user/register: the registration payload of spec 000 section 3, validated with the
 * @edupay/forms registration schema. The login must be proven in this session first: an SMS
 * login of the phone (no account yet), or a free e-mail checked by /user/verification_email.
 * Only a proven phone or e-mail logs in: the e-mail is proven by the link sent after registering
 * (GET /user/confirm_email), a phone not proven here later by POST /user/verify_contact.
 * 331: phone already registered; 332: e-mail already registered. The answer carries the assigned
 * manager: wechat_number, tell, qr_code, is_wechat (spec 000 section 3, "Registration response").
 */
import type { FastifyInstance } from 'fastify';
import { REGISTER_ROLES } from '../../../data/site';
import { hashPassword } from '../../../domain/passwords';
import { institutionByRef } from '../../institutions/repo';
import { storeInstitutionRequest } from '../../institutions/service';
import { serviceDeskInbox } from '../../../providers/mail';
import { isUnlisted } from '@edupay/forms';
import { sendEmailProof } from '../email-proofs';
import { registerUser } from '../registration';
import { managerAnswer, phoneKey, userByEmail, userByPhone, userInfo } from '../users';
import { BusinessError } from '../../../http/business-error';
import { envelope } from '../../../http/envelope';
import { envelopeResponse, flag, int, shape, text } from '../../../http/response-schemas';
import { logIn } from '../../../http/request-context';
import { intOrDigits, object, str, strOrNum } from '../../../http/schemas';
import { STATUS } from '@edupay/forms/contract';
import { validateRegistration, type RegisterPayload } from '../../../validation';

/** How long an SMS-verified phone may be registered in its session. */
const VERIFIED_PHONE_TTL_MS = 30 * 60 * 1000;

const bodySchema = object(
  {
    // The roles get_config offers; '' is left to the form rule ("Please select your identity").
    reg_role: { type: 'string', enum: ['', ...REGISTER_ROLES.map((role) => role.value)] },
    major: str(100),
    commencement_time: { type: 'string', maxLength: 7, pattern: '^(\\d{4}-\\d{1,2})?$' },
    reg_name: str(40),
    student_name: str(40),
    first_name: str(50),
    last_name: str(50),
    student_first_name: str(50),
    student_last_name: str(50),
    reg_college: str(200),
    // The picked search result's `code` (e.g. U1A2B3C4D5E) or its numeric id; an unknown one fails as "choose a school from the list".
    reg_college_id: { type: ['string', 'integer'], maxLength: 24, pattern: '^[A-Za-z0-9]*$', minimum: 0, maximum: 2_147_483_647 },
    // "My school is not in the list": reg_college is then the name as typed (2-100 characters) and staff get a school request.
    reg_college_unlisted: { type: ['boolean', 'integer', 'string'], maxLength: 1, enum: [true, false, 0, 1, '0', '1'] },
    login_name: str(254),
    password: str(128),
    phone: str(20),
    email: str(254),
    referral_code: str(32),
    tel_code: str(8),
    contact: str(30),
    channel_country: str(3),
    country_code: str(3),
    whats_code: str(8),
    domestic_code: str(8),
    domestic_number: str(20),
    is_school: intOrDigits(9),
    reading_stage: strOrNum(4),
    third_part_key: str(100),
    merchant_num: str(64),
    agreement: { type: 'boolean' },
  },
  ['reg_role', 'reg_college', 'login_name'],
);

/** The assigned manager (spec 000 section 3, "Registration response"). */
const response = envelopeResponse(
  shape({
    wechat_number: text('Messaging id of the assigned manager'),
    tell: text("The manager's phone"),
    qr_code: text("The manager's QR code image URL"),
    is_wechat: int('1: WeChat; 2: WhatsApp'),
    is_need_password: flag('1: no password yet (step 9)'),
  }),
  { userInfo: 'always' },
);

const blankToNull = (value: unknown) => (value === undefined || value === null || value === '' ? null : String(value));

export async function registerUserRoutes(app: FastifyInstance) {
  const ctx = app.ctx;
  app.post<{ Body: RegisterPayload }>(
    '/register',
    { schema: { tags: ['user'], summary: 'Register (registration supplement)', body: bodySchema, response } },
    async (request, reply) => {
      const body = request.body;
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
      });
      if ('conflict' in outcome) {
        throw outcome.conflict === 'phone'
          ? new BusinessError(STATUS.PHONE_REGISTERED, 'phoneRegistered')
          : new BusinessError(STATUS.EMAIL_REGISTERED, 'emailRegistered');
      }
      await logIn(request, reply, session!.id, outcome.user.id);
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
      if (email) await sendEmailProof(ctx, { userId: outcome.user.id, email, locale: request.locale }).catch((error: unknown) => {
        request.log.warn({ err: error }, 'e-mail proof not sent');
      });
      return envelope(request, STATUS.OK, 'registered', { ...managerAnswer(outcome.manager), is_need_password: outcome.user.passwordHash ? 0 : 1 }, {
        user_info: userInfo(outcome.user),
      });
    },
  );
}
