/**
 * One port for the product: the built app (packages/app/dist) is served beside /api. Any other GET
 * that is not a file answers the app's index.html (history routing; the app shows its own 404 page).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export async function serveApp(app: FastifyInstance, appDir: string): Promise<boolean> {
  if (!existsSync(join(appDir, 'index.html'))) return false;
  // Built assets carry content hashes and never change; index.html (sent below) is never cached,
  // so a deploy takes effect on the next visit. preCompressed: the app build writes .br and .gz
  // copies (packages/app/scripts/precompress.mjs), sent to clients that accept them.
  await app.register(fastifyStatic, { root: appDir, wildcard: false, index: false, maxAge: '365d', immutable: true, preCompressed: true });
  return true;
}

/** True when a request that matched no route should get the app's index.html. */
export function wantsAppPage(request: FastifyRequest): boolean {
  const path = request.url.split('?')[0] ?? '/';
  return request.method === 'GET' && !path.startsWith('/api/') && !path.startsWith('/dev/') && (request.headers.accept ?? '').includes('text/html');
}

export function sendAppPage(reply: FastifyReply) {
  return reply.type('text/html').header('cache-control', 'no-cache').sendFile('index.html', { cacheControl: false });
}
