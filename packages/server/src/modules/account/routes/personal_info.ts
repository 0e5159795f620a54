/**
 * GET /user/personal_info: the user centre's basic info and the payment specialist's card (spec 001
 * sections 2, 3 and 7). POST /user/personal_info { contact, whats_code, major, commencement_time }:
 * saves what a user may change themselves; name, role, school, phone and e-mail are not among them
 * (sent or not, they are left alone). Both need a login (402 otherwise, the client opens login).
 */
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { users } from '../../../db/schema';
import { institutionById } from '../../institutions/repo';
import { personalInfoAnswer, validatePersonalInfo, type PersonalInfoPayload, type ProfileSchool } from '../personal-info';
import { managerById, type UserRow } from '../users';
import { BusinessError } from '../../../http/business-error';
import { envelope } from '../../../http/envelope';
import { CS_INFO, envelopeResponse, shape, text } from '../../../http/response-schemas';
import { object, str } from '../../../http/schemas';
import { STATUS } from '@edupay/forms/contract';
import { accountUser, requireAccountUser } from '../require-account-user';

const PERSONAL_INFO = shape({
  user_name: text('Name shown in the header'),
  reg_role: text('Role value (student, parent, relative)'),
  reg_role_name: text("Role in the request's language"),
  country_code: text('Alpha-3 country code, or empty'),
  country_name: text("Country in the request's language"),
  reg_college: text('School (Chinese name in Chinese when known)'),
  school_country: text("The school's alpha-2 country (decides which fields are required)"),
  reading_stage: text('Study stage id, or empty'),
  reading_stage_name: text("Study stage in the request's language"),
  commencement_time: text('Enrolment year and month, YYYY-MM, or empty'),
  major: text(),
  phone: text('Area code and masked mobile number, e.g. +86 138****8000'),
  email: text('Masked e-mail, e.g. l***a@example.com'),
  contact: text('Messaging id or contact number'),
  whats_code: text('Area code of the contact number (outside China)'),
  referral_code: text(),
  created_at: text('Registration time, ISO 8601'),
  cs_info: CS_INFO,
});

const response = envelopeResponse(PERSONAL_INFO);

// The whole editable set, as the edit dialog sends it; '' clears an optional field. Lengths as registration's.
const body = object(
  {
    contact: str(30),
    whats_code: { type: 'string', maxLength: 8, pattern: '^(\\+?\\d{1,4})?$' },
    major: str(100),
    commencement_time: { type: 'string', maxLength: 7, pattern: '^(\\d{4}-\\d{1,2})?$' },
  },
  ['contact', 'major', 'commencement_time'],
);

async function schoolOf(app: FastifyInstance, user: UserRow): Promise<ProfileSchool | null> {
  const row = user.regCollegeId ? await institutionById(app.ctx.db, user.regCollegeId) : null;
  return row ? { zh: row.zh, cy: row.cy } : null;
}

export async function personalInfoRoutes(app: FastifyInstance) {
  const ctx = app.ctx;

  const preHandler = requireAccountUser(ctx);

  app.get('/personal_info', { schema: { tags: ['user'], summary: 'Basic info and payment specialist (user centre)', response }, preHandler }, async (request) => {
    const user = accountUser(request);
    const [manager, school] = await Promise.all([managerById(ctx.db, user.managerId), schoolOf(app, user)]);
    return envelope(request, STATUS.OK, 'ok', personalInfoAnswer(user, manager, school, request.locale));
  });

  app.post<{ Body: PersonalInfoPayload }>(
    '/personal_info',
    { schema: { tags: ['user'], summary: 'Change the basic info a user may edit', body, response }, preHandler },
    async (request) => {
      const user = accountUser(request);
      const school = await schoolOf(app, user);
      const change = validatePersonalInfo(request.body, { user, school, locale: request.locale, now: ctx.now() });
      const [saved] = await ctx.db.update(users).set(change).where(eq(users.id, user.id)).returning();
      // Deleted between the two statements: as logged out.
      if (!saved) throw new BusinessError(STATUS.NEED_LOGIN, 'needLogin');
      const manager = await managerById(ctx.db, saved.managerId);
      return envelope(request, STATUS.OK, 'personalInfoSaved', personalInfoAnswer(saved, manager, school, request.locale));
    },
  );
}
