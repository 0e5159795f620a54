/**
 * get_config, get_minimalist_config, get_index_data (spec 000 sections 3 and 7).
 * get_config echoes a valid session token; it creates no session (the first call that stores
 * something does).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { desc, eq } from 'drizzle-orm';
import { institutions } from '../../../db/schema';
import { toResult } from '../../institutions/repo';
import { isCountryCode, siteConfig } from '../../../domain/site-config';
import { csInfo, managerById, sessionUser, userInfo } from '../../account/users';
import { envelope } from '../../../http/envelope';
import { ConfigCache, sharedConfig, spliceConfig } from '../../../http/config-cache';
import { tokenOf } from '../../../http/request-context';
import { t } from '../../../messages';
import { COUNTRY_ITEM, CS_INFO, envelopeResponse, flag, INSTITUTION, listOf, shape, text } from '../../../http/response-schemas';
import { object, str } from '../../../http/schemas';
import { STATUS } from '@edupay/forms/contract';

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

const LINK = shape({ title: text(), url: text() });
const NAMED_ID = shape({ id: { type: 'integer' }, name: text() });
const NAMED_VALUE = shape({ value: text(), name: text() });
const LANGUAGE = { type: 'string', enum: ['en', 'zh-CN', 'zh-TW'], description: "The request's language" };
const TOKEN = text('The session token (new, or the valid one the request presented)');

/** The config answer of spec 000 section 3 ("Config response"). */
const CONFIG_DATA = shape({
  is_pop_up: flag('Show the pop-up'),
  show_exam_logo: flag('1 on exam-fee pages'),
  head_show_image: text(),
  language: LANGUAGE,
  token: TOKEN,
  tel_code_list: listOf(shape({ tel_code: text("'+86'"), tel_name: text(), name_en: text(), name_zh: text(), country: text('Alpha-3 code') }), 'Calling codes'),
  reading_stage: listOf(NAMED_ID, 'Study stages'),
  register_role: listOf(NAMED_VALUE, 'Registration roles (student, parent, relative)'),
  country: listOf(COUNTRY_ITEM, "All countries, in the language's collation"),
  remittance_country_id: text('Paying-from country (alpha-3)'),
  channel_country: text(),
  country_list: listOf(COUNTRY_ITEM, 'Paying-from countries'),
  country_sort_list: listOf(COUNTRY_ITEM, 'Paying-from countries, sorted by name'),
  change_country: text('The site variant (alpha-3)'),
  change_country_list: listOf(shape({ title: text(), value: text(), list: listOf(NAMED_VALUE, 'Languages of this variant') }), 'Site variants'),
  friend_link_list: listOf(LINK),
  aboutUs_list: listOf(LINK),
  aboutUs_default: text(),
  finance_list: listOf(LINK),
  education_list: listOf(LINK),
  investment_list: listOf(LINK),
  cs_info: CS_INFO,
  cs_school_qr_code: text(),
  is_support_housing_fee: flag('Housing fees can be paid'),
  is_ins: flag('1 on the India variant'),
  reg_country: text(),
  address: text('Service desk address'),
  working: text('Service desk working hours'),
  examfee_desc: text(),
  phone: text('Service desk phone'),
});
const configResponse = envelopeResponse(CONFIG_DATA, { userInfo: 'always', alwaysToken: true });
const minimalistResponse = envelopeResponse(shape({ language: LANGUAGE, token: TOKEN, change_country: text(), cs_info: CS_INFO }), {
  userInfo: 'always',
  alwaysToken: true,
});
const indexResponse = envelopeResponse(shape({ hot_institutions: listOf(INSTITUTION, 'Popular schools') }));

type ConfigQuery = { country?: string; page_path?: string; channel?: string };

async function common(request: FastifyRequest<{ Querystring: ConfigQuery }>) {
  // Read-only: a visitor without a session gets none here (each anonymous call wrote a row);
  // the first call that must store something creates it (issue 11, item 4).
  const session = request.session;
  const user = await sessionUser(request.server.ctx, session?.userId);
  const manager = await managerById(request.server.ctx.db, user?.managerId ?? null);
  const requested = request.query.country?.toUpperCase();
  const country = requested && isCountryCode(requested) ? requested : (session?.country ?? 'CHN');
  // The token in the answer: the valid one the request presented (echoed so a client that stores
  // `token` from every config answer keeps its session), else '' (no session yet).
  const token = session ? (tokenOf(request) ?? '') : '';
  return { session, user, manager, country, token };
}

export async function configRoutes(app: FastifyInstance) {
  const cache = new ConfigCache();
  app.get<{ Querystring: ConfigQuery }>(
    '/get_config',
    { schema: { tags: ['config'], summary: 'Site configuration (echoes the session token)', querystring: query, response: configResponse } },
    async (request, reply) => {
      const { user, manager, country, token, session } = await common(request);
      const channelCountry = request.query.channel?.toUpperCase() ?? '';
      const pagePath = request.query.page_path ?? '/';
      // Only whether the page is an exam-fee page matters to the shared part (show_exam_logo).
      const examPage = pagePath.startsWith('/examfee');
      const shared = cache.get(`${request.locale}|${country}|${channelCountry}|${examPage ? 1 : 0}`, () =>
        sharedConfig(
          siteConfig({ locale: request.locale, country, channelCountry, pagePath: examPage ? '/examfee' : '/', csInfo: {}, token: '' }),
          t(request.locale, 'configLoaded'),
          { csInfo: csInfo(null, request.locale), userInfo: userInfo(null) },
        ),
      );
      reply.type('application/json; charset=utf-8').header('vary', 'Accept-Encoding, Accept-Language, Cookie');
      if (!session) {
        // Pre-compressed, in the compression plugin's order of preference (br, then gzip).
        const accepted = String(request.headers['accept-encoding'] ?? '');
        if (/\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(shared.anonymous.br);
        if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(shared.anonymous.gzip);
        return reply.send(shared.anonymous.json);
      }
      return reply.send(spliceConfig(shared, { csInfo: csInfo(manager, request.locale), token, userInfo: userInfo(user) }));
    },
  );

  app.get<{ Querystring: ConfigQuery }>(
    '/get_minimalist_config',
    { schema: { tags: ['config'], summary: 'Language, session and user only', querystring: query, response: minimalistResponse } },
    async (request) => {
      const { user, manager, country, token } = await common(request);
      const data = { language: request.locale, token, change_country: country, cs_info: csInfo(manager, request.locale) };
      return { ...envelope(request, STATUS.OK, 'configLoaded', data, { user_info: userInfo(user) }), token };
    },
  );

  app.get<{ Querystring: ConfigQuery }>(
    '/get_index_data',
    { schema: { tags: ['config'], summary: 'Home page data: popular payees', querystring: query, response: indexResponse } },
    async (request) => {
      const rows = await app.ctx.db
        .select()
        .from(institutions)
        .where(eq(institutions.isSchool, 1))
        .orderBy(desc(institutions.popularity), institutions.id)
        .limit(12);
      return envelope(request, STATUS.OK, 'ok', { hot_institutions: rows.map(toResult) });
    },
  );
}
