/**
 * /sitemap.xml and /robots.txt (issue 19 item 4): every public page in each language it exists in,
 * each entry naming its alternates (hreflang) as the page's own head does (http/page-head.ts).
 */
import type { FastifyInstance } from 'fastify';
import { pageUrl } from '../../http/page-head';
import { pageLocales, publicPages } from './page-heads';
import { typed } from '../../http/typed-routes';

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Routes no search engine should list: the API, development pages, and pages behind a login. */
const DISALLOWED = ['/api/', '/dev/', '/user_center', '/order_fee'];

export async function siteFileRoutes(app: FastifyInstance, options: { publicUrl: string }) {
  const api = typed(app);
  const origin = options.publicUrl.replace(/\/$/, '');
  api.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) => {
    const lines = ['User-agent: *', 'Allow: /', ...DISALLOWED.map((path) => `Disallow: ${path}`), '', `Sitemap: ${origin}/sitemap.xml`, ''];
    return reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(lines.join('\n'));
  });
  api.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const urls: string[] = [];
    for (const { path, query } of await publicPages(app.ctx)) {
      const locales = pageLocales(path);
      const links = locales.map((l) => `    <xhtml:link rel="alternate" hreflang="${l}" href="${escapeXml(pageUrl(origin, path, query, l))}"/>`).join('\n');
      for (const locale of locales) urls.push(`  <url>\n    <loc>${escapeXml(pageUrl(origin, path, query, locale))}</loc>\n${links}\n  </url>`);
    }
    const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
    return reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(xml);
  });
}
