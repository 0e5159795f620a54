/**
 * GET /get_config (spec 000 sections 3 and 7): the site configuration. It echoes a valid session
 * token and creates no session (the first call that stores something does). The part every
 * anonymous caller of a language and variant shares is cached, pre-compressed.
 */
import type { FastifyInstance } from 'fastify';
import { siteConfig } from '../../../domain/site-config';
import { csInfo, userInfo } from '../../account/service/users';
import { ConfigCache, sharedConfig, spliceConfig } from '../../../http/config-cache';
import { tokenOf } from '../../../http/request-context';
import { t } from '../../../messages';
import { typed } from '../../../http/typed-routes';
import { configQuery, configResponse } from '../schemas';
import { configCaller } from '../service';

export async function getConfigRoutes(app: FastifyInstance) {
  const api = typed(app);
  const cache = new ConfigCache();
  api.get(
    '/get_config',
    { schema: { tags: ['config'], summary: 'Site configuration (echoes the session token)', querystring: configQuery, response: configResponse } },
    async (request, reply) => {
      const session = request.session;
      const { user, manager, country } = await configCaller(app.ctx, session, request.query.country);
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
      // The token in the answer: the valid one the request presented (echoed so a client that
      // stores `token` from every config answer keeps its session).
      const token = tokenOf(request) ?? '';
      return reply.send(spliceConfig(shared, { csInfo: csInfo(manager, request.locale), token, userInfo: userInfo(user) }));
    },
  );
}
