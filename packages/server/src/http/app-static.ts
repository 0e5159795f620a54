/**
 * One port for the product: the built app (packages/app/dist) is served beside /api. Any other GET
 * (or HEAD) that is not a file answers the app's index.html (history routing; the app shows its own
 * 404 page).
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Serves the app's files; answers its index.html template (read once: a deploy restarts the server), or undefined without a build. */
export async function serveApp(app: FastifyInstance, appDir: string): Promise<string | undefined> {
  if (!existsSync(join(appDir, 'index.html'))) return undefined;
  // Built assets carry content hashes and never change; index.html (sent below) is never cached,
  // so a deploy takes effect on the next visit. preCompressed: the app build writes .br and .gz
  // copies (packages/app/scripts/precompress.mjs), sent to clients that accept them.
  // index.html itself is never sent as a file: only sendAppPage fills in the answer's CSP nonce, so
  // `/index.html` falls through to the not-found handler and gets the page like any route.
  await app.register(fastifyStatic, {
    root: appDir,
    wildcard: false,
    index: false,
    maxAge: '365d',
    immutable: true,
    preCompressed: true,
    allowedPath: (pathName) => pathName !== '/index.html',
  });
  return readFile(join(appDir, 'index.html'), 'utf8');
}

/**
 * True when a request that matched no route should get the app's index.html: a GET or HEAD outside
 * /api/ and /dev/ from a browser (Accept names text/html), or a path without a file extension asked
 * for with any type (`curl -I /user_center`). A missing /assets/x.js stays a 404.
 */
export function wantsAppPage(request: FastifyRequest): boolean {
  const path = request.url.split('?')[0] ?? '/';
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (path.startsWith('/api/') || path.startsWith('/dev/')) return false;
  const accept = request.headers.accept ?? '*/*';
  return accept.includes('text/html') || (accept.includes('*/*') && extname(path) === '');
}

/** index.html with this answer's CSP nonce (plugins/security-headers.ts); never cached. */
export function sendAppPage(reply: FastifyReply, template: string) {
  return reply.sendAppIndex(template);
}
