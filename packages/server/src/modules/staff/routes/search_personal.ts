/**
 * GET|POST /other/search_personal { keyword, img_captcha }: staff lookup by phone or messaging id.
 * Not found answers the spec's warning (beware of counterfeiters, never pay an individual account).
 * The public lookup shows only what a payer needs to recognise the person.
 *
 * The staff directory is public but must not be scraped or enumerated, so every lookup spends the
 * session's image captcha (GET /api/other/check_captcha; 4 digits, single use, right or wrong:
 * the client shows a new image after each lookup), on top of a per-address rate limit.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { or, sql } from 'drizzle-orm';
import { managers } from '../../../db/schema';
import { spendImageCaptcha } from '../../account/captchas';
import { countEvents, recordEvent } from '../../../plugins/rate-limits';
import { BusinessError } from '../../../http/business-error';
import { envelope } from '../../../http/envelope';
import { envelopeResponse, shape, text } from '../../../http/response-schemas';
import { object, str } from '../../../http/schemas';
import { fieldMessage } from '../../../messages/field-labels';
import { STATUS } from '@edupay/forms/contract';

type Payload = { keyword?: string; phone?: string; wechat?: string; img_captcha?: string };

const STAFF_LOOKUPS_PER_MINUTE = 30;

// Not found is a refusal (404) with the spec's warning; a wrong captcha 406; too many lookups 409.
const response = envelopeResponse(
  shape({
    name: text("Name in the request's language"),
    name_en: text(),
    wechat_id: text(),
    phone: text(),
    email: text(),
    working: text('Working hours'),
    is_staff: { type: 'integer', enum: [1] },
  }),
);

export async function searchPersonalRoutes(app: FastifyInstance) {
  const ctx = app.ctx;
  const handler = async (request: FastifyRequest, payload: Payload) => {
    // Counted before anything else, so wrong captchas count towards the limit too.
    const key = `staff:${request.ip}`;
    if ((await countEvents(ctx, key, 60)) >= STAFF_LOOKUPS_PER_MINUTE) throw new BusinessError(STATUS.TOO_FREQUENT, 'tooManyRefreshes');
    await recordEvent(ctx, key);
    const keyword = (payload.keyword ?? payload.phone ?? payload.wechat ?? '').normalize('NFKC').trim();
    if (keyword === '') throw BusinessError.text(STATUS.INVALID, fieldMessage(request.locale, 'fieldRequired', 'keyword'), { field: 'keyword' });
    // Missing, not 4 digits or wrong: the same answer as the reset e-mail's captcha. A session's
    // captcha is burned by any try (spendImageCaptcha), so one image allows one lookup.
    // A logged-in payer skips it: their phone or e-mail is proven, which is what the picture checks
    // for an anonymous caller, and it is the way to look someone up without seeing the picture
    // (issue 14 item 4; the per-address limit above still applies).
    const answer = (payload.img_captcha ?? '').normalize('NFKC').trim();
    const signedIn = request.session?.userId != null;
    const right = signedIn || (request.session !== null && (await spendImageCaptcha(ctx, request.session.id, /^\d{4}$/.test(answer) ? answer : '')));
    if (!right) throw new BusinessError(STATUS.IMAGE_CAPTCHA_WRONG, 'imageCaptchaWrong', {}, { field: 'img_captcha' });
    const digits = keyword.replace(/\D/g, '');
    const [staff] = await ctx.db
      .select()
      .from(managers)
      .where(
        or(
          sql`lower(${managers.wechatId}) = ${keyword.toLowerCase()}`,
          digits.length >= 5 ? sql`regexp_replace(${managers.phone}, '\\D', '', 'g') like ${`%${digits}`}` : sql`false`,
          digits.length >= 5 ? sql`regexp_replace(coalesce(${managers.whatsapp}, ''), '\\D', '', 'g') like ${`%${digits}`}` : sql`false`,
        ),
      )
      .limit(1);
    if (!staff) throw new BusinessError(STATUS.NOT_FOUND, 'staffNotFound');
    return envelope(request, STATUS.OK, 'staffFound', {
      name: request.locale === 'en' ? staff.nameEn : staff.name,
      name_en: staff.nameEn,
      wechat_id: staff.wechatId,
      phone: staff.phone,
      email: staff.email,
      working: staff.working,
      is_staff: 1,
    });
  };
  // img_captcha is not `required` in the schema: a missing captcha answers like a wrong one (406).
  const schema = object({ keyword: str(50), phone: str(20), wechat: str(50), img_captcha: str(8) });
  const summary = 'Staff lookup (image captcha required)';
  app.get<{ Querystring: Payload }>('/search_personal', { schema: { tags: ['other'], summary, querystring: schema, response } }, (r) =>
    handler(r, r.query),
  );
  app.post<{ Body: Payload }>('/search_personal', { schema: { tags: ['other'], summary, body: schema, response } }, (r) => handler(r, r.body));
}
