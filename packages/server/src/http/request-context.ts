/**
 * Per-request state on the Fastify request: locale, session, and the token issued during
 * this request (added to the envelope as `token` and set as the `token` cookie).
 */
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { createSession, findSession, rotateToken, updateSession, type SessionRow } from '../plugins/sessions';
import { spendAllowance } from '../plugins/rate-limits';
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

/** How long the token cookie lives (the session itself ends earlier when idle: plugins/sessions). */
const TOKEN_COOKIE_SECONDS = 30 * 86_400;

/**
 * The attributes of every cookie the site sets. `secure: 'auto'` (@fastify/cookie) adds Secure
 * whenever request.protocol is https: the socket's TLS, or X-Forwarded-Proto from a proxy the
 * trustProxy setting trusts. So a session token set over HTTPS is never sent back over plain
 * HTTP (a downgraded or mixed request), and development on http://localhost keeps its cookies.
 */
export function siteCookie(maxAgeSeconds: number): CookieSerializeOptions {
  return { path: '/', sameSite: 'lax', maxAge: maxAgeSeconds, secure: 'auto' };
}

/**
 * The token from Authorization ("Bearer x" or the bare token, as the spec's client sends it).
 * Never from the cookie alone: a browser sends cookies with requests another site makes (a link
 * to /api/user/logout), a header only when our own script adds it (issue 11, item 6).
 */
export function tokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization?.trim();
  if (header) return header.replace(/^Bearer\s+/i, '');
  // An <img src> cannot send a header: the captcha image is the one call read by the cookie. At
  // worst a foreign page replaces the visitor's captcha; it cannot act as them.
  if (request.method === 'GET' && COOKIE_READABLE.has(request.url.split('?')[0] ?? '')) return request.cookies[TOKEN_COOKIE] || undefined;
  return undefined;
}

const COOKIE_READABLE = new Set(['/api/other/check_captcha']);

/** The language cookie read from a raw Cookie header (before @fastify/cookie has parsed it). */
export function languageCookie(header: string | undefined): string | undefined {
  const match = header ? new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([^;]*)`).exec(header) : null;
  return match?.[1] || undefined; // language tags need no decoding (and a bad %-escape must not throw)
}

/** Installed on the root instance (not a plugin), so the hooks apply to every route. */
export function installRequestContext(app: FastifyInstance): void {
  app.decorateRequest('locale', 'en');
  app.decorateRequest('session', null);
  app.decorateRequest('issuedToken', null);
  app.addHook('onRequest', async (request) => {
    request.locale = requestLocale(request.cookies[LANGUAGE_COOKIE], request.headers['accept-language']);
    // The console's calls read the staff session only (modules/ops): a payer token opens nothing there.
    if (!request.url.startsWith('/api/') || request.url.startsWith('/api/ops/')) return;
    const token = tokenOf(request);
    request.session = token ? await findSession(app.ctx, token) : null;
  });
}

/** The session of this request, created (and handed to the client) when there is none. */
export async function ensureSession(request: FastifyRequest, reply: FastifyReply): Promise<SessionRow> {
  if (request.session) return request.session;
  const ctx = request.server.ctx;
  await spendAllowance(ctx, 'session', request.ip, ctx.limits.sessionsPerIpPerHour);
  const { session, token } = await createSession(ctx);
  request.session = session;
  request.issuedToken = token;
  reply.setCookie(TOKEN_COOKIE, token, siteCookie(TOKEN_COOKIE_SECONDS));
  return session;
}

type Owner = Pick<SessionRow, 'userId' | 'verifiedPhone' | 'verifiedPhoneAt' | 'pendingEmail'>;

/**
 * Change who this session belongs to (a user, a proven phone, nobody) under a new token, answered
 * as `token` and set as the token cookie (the client reads it back like the one from get_config):
 * a token planted or seen before the change is worthless after it (issue 11, item 7).
 */
export async function changeOwner(request: FastifyRequest, reply: FastifyReply, sessionId: string, owner: Owner): Promise<void> {
  const ctx = request.server.ctx;
  // Logging in or out as someone else leaves acting on behalf: the session stops naming the staff
  // member, so an acting session can never write events for another payer under their name.
  const leaves = request.session?.actingStaffId != null && owner.userId !== request.session.userId;
  await updateSession(ctx, sessionId, leaves ? { ...owner, actingStaffId: null, actingReason: null, actingUntil: null } : owner);
  const token = await rotateToken(ctx, sessionId);
  request.issuedToken = token;
  reply.setCookie(TOKEN_COOKIE, token, siteCookie(TOKEN_COOKIE_SECONDS));
}

/** Log this request's session in as `userId`; the SMS-verified phone and pending e-mail are spent. */
export function logIn(request: FastifyRequest, reply: FastifyReply, sessionId: string, userId: number): Promise<void> {
  return changeOwner(request, reply, sessionId, { userId, verifiedPhone: null, verifiedPhoneAt: null, pendingEmail: null });
}
