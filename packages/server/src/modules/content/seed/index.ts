/**
 * Seeds the content tables once per database (settings.content_seed_version), separately from
 * the payee seed so an existing database gets its content on the next start.
 */
import type { Locale } from '@edupay/forms/contract';
import type { Db } from '../../../db/client';
import { getSetting, setSetting } from '../../../plugins/settings';
import { savePage, savePartner, saveCategory } from '../repo';
import { plainText, sanitizeRichText } from '../sanitize';
import { saveArticle } from '../service';
import { FAQ } from './faq';
import { HELP_ARTICLES, HELP_CATEGORIES } from './help';
import { NEWS, NEWS_CATEGORIES } from './news';
import { PAGES } from './pages';
import { AGENCIES, PARTNERS } from './partners';
import type { SeedArticle, SeedCategory } from './types';

/** Bump when the seeded content changes. */
export const CONTENT_SEED_VERSION = '1';
const SEEDED_AT = new Date('2026-02-26T02:00:00Z');

export async function seedContent(db: Db): Promise<boolean> {
  if ((await getSetting(db, 'content_seed_version')) === CONTENT_SEED_VERSION) return false;
  const ctx = { db, now: () => SEEDED_AT };
  const categories = async (kind: 'news' | 'help', list: readonly SeedCategory[]) => {
    for (const [sort, c] of list.entries()) await saveCategory(db, { kind, key: c.key, sort, names: { ...c.names } });
  };
  const articles = async (kind: 'news' | 'help' | 'faq', list: readonly (SeedArticle & { sort?: number })[]) => {
    for (const a of list) {
      await saveArticle(ctx, {
        kind,
        slug: a.slug,
        category: a.category,
        published_at: a.date,
        ...(a.source ? { source_url: a.source.url, source_name: a.source.name } : {}),
        sort: a.sort ?? 0,
        texts: a.texts as Record<Locale, SeedArticle['texts']['en']>,
      });
    }
  };
  await categories('news', NEWS_CATEGORIES);
  await categories('help', HELP_CATEGORIES);
  await articles('news', NEWS);
  await articles('help', HELP_ARTICLES);
  await articles('faq', FAQ);
  for (const [key, texts] of Object.entries(PAGES)) {
    for (const [locale, text] of Object.entries(texts)) {
      await savePage(db, { key, locale, title: text.title, summary: plainText(text.summary ?? ''), body: sanitizeRichText(text.body), updatedAt: SEEDED_AT });
    }
  }
  for (const [sort, p] of [...PARTNERS, ...AGENCIES].entries()) await savePartner(db, { ...p, texts: { ...p.texts }, sort });
  await setSetting(db, 'content_seed_version', CONTENT_SEED_VERSION);
  return true;
}
