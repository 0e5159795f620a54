/**
 * GET|POST /other/search_personal { keyword }: staff lookup by phone or messaging id. Not found
 * answers the spec's warning (beware of counterfeiters, never pay an individual account).
 * The public lookup shows only what a payer needs to recognise the person.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { or, sql } from 'drizzle-orm';
import { managers } from '../../db/schema';
import { countEvents, recordEvent } from '../../domain/rate-limits';
import { BusinessError } from '../../http/business-error';
import { envelope } from '../../http/envelope';
import { object, str } from '../../http/schemas';
import { Status } from '../../status-codes';

type Payload = { keyword?: string; phone?: string; wechat?: string };

const STAFF_LOOKUPS_PER_MINUTE = 30;

export async function searchPersonalRoutes(app: FastifyInstance) {
  const handler = async (request: FastifyRequest, payload: Payload) => {
    // The staff directory is public but must not be scraped: 30 lookups per minute per address.
    const key = `staff:${request.ip}`;
    if ((await countEvents(app.ctx, key, 60)) >= STAFF_LOOKUPS_PER_MINUTE) throw new BusinessError(Status.TOO_FREQUENT, 'tooManyRefreshes');
    await recordEvent(app.ctx, key);
    const keyword = (payload.keyword ?? payload.phone ?? payload.wechat ?? '').normalize('NFKC').trim();
    if (keyword === '') throw new BusinessError(Status.INVALID, 'fieldRequired', { field: 'keyword' }, { field: 'keyword' });
    const digits = keyword.replace(/\D/g, '');
    const [staff] = await app.ctx.db
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
    if (!staff) throw new BusinessError(Status.NOT_FOUND, 'staffNotFound');
    return envelope(request, Status.OK, 'staffFound', {
      name: request.locale === 'en' ? staff.nameEn : staff.name,
      name_en: staff.nameEn,
      wechat_id: staff.wechatId,
      phone: staff.phone,
      email: staff.email,
      working: staff.working,
      is_staff: 1,
    });
  };
  const schema = object({ keyword: str(50), phone: str(20), wechat: str(50) });
  app.get<{ Querystring: Payload }>('/search_personal', { schema: { tags: ['other'], summary: 'Staff lookup', querystring: schema } }, (r) =>
    handler(r, r.query),
  );
  app.post<{ Body: Payload }>('/search_personal', { schema: { tags: ['other'], summary: 'Staff lookup', body: schema } }, (r) =>
    handler(r, r.body),
  );
}
