/**
 * Per-request state on the Fastify request: locale, session, and the token issued during
 * this request (added to the envelope as `token` and set as the `token` cookie).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { createSession, findSession, loginSession, rotateToken, type SessionRow } from '../domain/sessions';
import { requestLocale, type Locale } from '../messages';

declare module 'fastify' {
  interface FastifyRequest {
    locale: Locale;
    session: SessionRow | null;
    issuedToken: string | null;
  }
  interface FastifyInstance {
    ctx: AppContext;
  }
}

export const TOKEN_COOKIE = 'token';
export const LANGUAGE_COOKIE = 'language';

/** The token from Authorization ("Bearer x" or the bare token, as the spec's client sends it), else the cookie. */
export function tokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization?.trim();
  if (header) return header.replace(/^Bearer\s+/i, '');
  return request.cookies[TOKEN_COOKIE] || undefined;
}

/** Installed on the root instance (not a plugin), so the hooks apply to every route. */
export function installRequestContext(app: FastifyInstance): void {
  app.decorateRequest('locale', 'en');
  app.decorateRequest('session', null);
  app.decorateRequest('issuedToken', null);
  app.addHook('onRequest', async (request) => {
    request.locale = requestLocale(request.cookies[LANGUAGE_COOKIE], request.headers['accept-language']);
    if (!request.url.startsWith('/api/')) return;
    const token = tokenOf(request);
    request.session = token ? await findSession(app.ctx, token) : null;
  });
}

/** The session of this request, created (and handed to the client) when there is none. */
export async function ensureSession(request: FastifyRequest, reply: FastifyReply): Promise<SessionRow> {
  if (request.session) return request.session;
  const { session, token } = await createSession(request.server.ctx);
  request.session = session;
  request.issuedToken = token;
  reply.setCookie(TOKEN_COOKIE, token, { path: '/', sameSite: 'lax', maxAge: 30 * 86_400 });
  return session;
}

/**
 * Log this request's session in as `userId` under a new token (answered as `token` and set as
 * the token cookie, which the client reads back like the one from get_config).
 */
export async function logIn(request: FastifyRequest, reply: FastifyReply, sessionId: string, userId: number): Promise<void> {
  const ctx = request.server.ctx;
  await loginSession(ctx, sessionId, userId);
  const token = await rotateToken(ctx, sessionId);
  request.issuedToken = token;
  reply.setCookie(TOKEN_COOKIE, token, { path: '/', sameSite: 'lax', maxAge: 30 * 86_400 });
}
