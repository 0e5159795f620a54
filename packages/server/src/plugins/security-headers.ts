/**
 * Security headers on every answer (@fastify/helmet), with two Content-Security-Policies:
 *
 * - The app's pages and files (everything outside /api/): scripts, styles, fonts, workers and
 *   connections from this origin only; no 'unsafe-inline', no 'unsafe-eval'. The one inline thing
 *   the app needs is the <style> Radix's scroll lock (react-remove-scroll-bar) injects while a dialog
 *   is open: index.html is sent with a fresh nonce per answer (Vite's html.cspNonce placeholder, see
 *   packages/app/vite.config.ts), and main.tsx hands that nonce to the style injector. React's
 *   `style` props are set through the CSSOM (element.style), which CSP does not restrict, so they
 *   need no 'unsafe-inline'. Images also from data: (QR codes, the manager's QR picture) and blob:.
 * - API answers (/api/...): JSON and captcha images, never a document to render, so nothing may load.
 *
 * Both forbid framing (`frame-ancestors 'none'` plus X-Frame-Options DENY) unless FRAME_ANCESTORS
 * names the partner origins that may embed the app. HSTS only on answers that went over HTTPS
 * (request.protocol: the socket, or X-Forwarded-Proto when TRUST_PROXY=1): over plain HTTP the header
 * means nothing to a browser, and on localhost it would pin a developer's machine to HTTPS.
 */
import { createHash, randomBytes } from 'node:crypto';
import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** Where the app's build leaves the per-answer nonce (packages/app/vite.config.ts, html.cspNonce). */
export const CSP_NONCE_PLACEHOLDER = 'EDUPAY_CSP_NONCE';

export interface SecurityHeaderOptions {
  /** Origins allowed to frame the app (`frame-ancestors`); empty: none. */
  readonly frameAncestors: readonly string[];
}

type Directives = Record<string, string[]>;

const frameAncestors = (options: SecurityHeaderOptions) => (options.frameAncestors.length > 0 ? [...options.frameAncestors] : ["'none'"]);

/**
 * The two style attributes of Radix Tabs in markup rendered on the server (the content pages,
 * packages/server/src/http/page-render.ts): the list's `outline:none` and the open panel's
 * `animation-duration:0s`. Allowed by their hashes alone ('unsafe-hashes'): no other style attribute in the HTML is.
 */
const STYLE_ATTRIBUTE_SOURCES = ["'unsafe-hashes'", ...['outline:none', 'animation-duration:0s'].map((css) => `'sha256-${createHash('sha256').update(css).digest('base64')}'`)];

/** The app's pages and static files. `styleSources` adds the page's nonce or hashes. */
export function pageDirectives(options: SecurityHeaderOptions, styleSources: readonly string[] = []): Directives {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", ...styleSources],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    // The PDF viewer's pdf.js worker is a module worker built into the app's own assets.
    'worker-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': frameAncestors(options),
  };
}

/** API answers: nothing in them may load or run anything. */
export function apiDirectives(options: SecurityHeaderOptions): Directives {
  return { 'default-src': ["'none'"], 'base-uri': ["'none'"], 'form-action': ["'none'"], 'frame-ancestors': frameAncestors(options) };
}

const HSTS = 'max-age=31536000; includeSubDomains';

declare module 'fastify' {
  interface FastifyReply {
    /** Sends the app's index.html with a fresh CSP nonce in place of the build's placeholder. */
    /** The app's index.html (or home.html) with this answer's nonce, then `withPage` putting in the page's head and markup. */
    sendAppIndex(template: string, withPage?: (page: string) => string): FastifyReply;
  }
}

const nonceOf = () => randomBytes(16).toString('base64');
const styleHashes = (html: string) =>
  [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => `'sha256-${createHash('sha256').update(m[1] ?? '').digest('base64')}'`);

export async function installSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions): Promise<void> {
  const framed = options.frameAncestors.length > 0;
  const csp = (directives: Directives) => ({ useDefaults: false, directives });
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: csp(pageDirectives(options)),
    strictTransportSecurity: false, // set below, over HTTPS only
    // Old browsers without frame-ancestors: DENY, unless partners may frame the app (X-Frame-Options
    // cannot name them; frame-ancestors does).
    xFrameOptions: framed ? false : { action: 'deny' },
    // Other sites learn our origin, never a path or query (GET calls carry phone numbers in queries).
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });

  // Routes under /api/ get the API policy (helmet reads route config).
  const api = { contentSecurityPolicy: csp(apiDirectives(options)) };
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/')) route.config = { ...route.config, helmet: api } as typeof route.config;
  });

  app.addHook('onRequest', async (request, reply) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
  });

  // Development pages (/dev/outbox) are server-rendered with an inline <style>: allowed by its hash.
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' || !request.url.startsWith('/dev/') || !String(reply.getHeader('content-type')).startsWith('text/html')) return payload;
    reply.helmet({ contentSecurityPolicy: csp(pageDirectives(options, styleHashes(payload))) });
    return payload;
  });
  app.decorateReply('sendAppIndex', function sendAppIndex(this: FastifyReply, template: string, withPage: (page: string) => string = (page) => page) {
    const nonce = nonceOf();
    this.helmet({ contentSecurityPolicy: csp(pageDirectives(options, [`'nonce-${nonce}'`, ...STYLE_ATTRIBUTE_SOURCES])) });
    // The nonce goes into the build's template only, before the page's own text (titles, news, a search) is put in:
    // text that happens to read like the placeholder stays text.
    return this.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(withPage(template.replaceAll(CSP_NONCE_PLACEHOLDER, nonce)));
  });
}
