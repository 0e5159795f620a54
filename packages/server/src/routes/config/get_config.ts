/**
 * get_config, get_minimalist_config, get_index_data (spec 000 sections 3 and 7).
 * get_config issues a session token when the request has none or an invalid one.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { desc, eq } from 'drizzle-orm';
import { institutions } from '../../db/schema';
import { toResult } from '../../domain/institution-search';
import { isCountryCode, siteConfig } from '../../domain/site-config';
import { csInfo, managerById, sessionUser, userInfo } from '../../domain/users';
import { envelope } from '../../http/envelope';
import { ensureSession, tokenOf } from '../../http/request-context';
import { object, str } from '../../http/schemas';
import { Status } from '../../status-codes';

const query = object({
  s: str(200),
  channel: str(50),
  channel_code: str(50),
  order_id: str(64),
  country: str(3),
  code: str(64),
  school_id: str(32),
  page_path: str(300),
  jump_id: str(64),
  wen_qrCode: str(300),
  s_u_token: str(200),
  need_login: str(8),
  form_bridge: str(64),
});

type ConfigQuery = { country?: string; page_path?: string; channel?: string };

async function common(request: FastifyRequest<{ Querystring: ConfigQuery }>, reply: FastifyReply) {
  const session = await ensureSession(request, reply);
  const user = await sessionUser(request.server.ctx, session.userId);
  const manager = await managerById(request.server.ctx.db, user?.managerId ?? null);
  const requested = request.query.country?.toUpperCase();
  const country = requested && isCountryCode(requested) ? requested : (session.country ?? 'CHN');
  // The token in the answer: the new one, or the valid one the request presented (echoed so a
  // client that stores `token` from every config answer keeps its session).
  const token = request.issuedToken ?? tokenOf(request) ?? '';
  return { session, user, manager, country, token };
}

export async function configRoutes(app: FastifyInstance) {
  app.get<{ Querystring: ConfigQuery }>(
    '/get_config',
    { schema: { tags: ['config'], summary: 'Site configuration; issues a session token', querystring: query } },
    async (request, reply) => {
      const { user, manager, country, token } = await common(request, reply);
      const data = siteConfig({
        locale: request.locale,
        country,
        channelCountry: request.query.channel?.toUpperCase() ?? '',
        pagePath: request.query.page_path ?? '/',
        csInfo: csInfo(manager, request.locale),
        token,
      });
      return { ...envelope(request, Status.OK, 'configLoaded', data, { user_info: userInfo(user) }), token };
    },
  );

  app.get<{ Querystring: ConfigQuery }>(
    '/get_minimalist_config',
    { schema: { tags: ['config'], summary: 'Language, session and user only', querystring: query } },
    async (request, reply) => {
      const { user, manager, country, token } = await common(request, reply);
      const data = { language: request.locale, token, change_country: country, cs_info: csInfo(manager, request.locale) };
      return { ...envelope(request, Status.OK, 'configLoaded', data, { user_info: userInfo(user) }), token };
    },
  );

  app.get<{ Querystring: ConfigQuery }>(
    '/get_index_data',
    { schema: { tags: ['config'], summary: 'Home page data: popular payees', querystring: query } },
    async (request) => {
      const rows = await app.ctx.db
        .select()
        .from(institutions)
        .where(eq(institutions.isSchool, 1))
        .orderBy(desc(institutions.popularity), institutions.id)
        .limit(12);
      return envelope(request, Status.OK, 'ok', { hot_institutions: rows.map(toResult) });
    },
  );
}
