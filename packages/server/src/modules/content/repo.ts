/** Drizzle queries of the content module, nothing else (the service decides what they mean). */
import { and, asc, count, desc, eq, gt, ilike, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contactMessages, contentArticles, contentArticleTexts, contentCategories, contentPages, contentPartners } from '../../db/schema';

export type ArticleKind = 'news' | 'help' | 'faq';

export interface ArticleRow {
  id: number;
  slug: string;
  category: string;
  publishedAt: Date;
  sourceUrl: string | null;
  sourceName: string | null;
  title: string;
  summary: string;
  body: string;
}

const articleColumns = {
  id: contentArticles.id,
  slug: contentArticles.slug,
  category: contentArticles.category,
  publishedAt: contentArticles.publishedAt,
  sourceUrl: contentArticles.sourceUrl,
  sourceName: contentArticles.sourceName,
  title: contentArticleTexts.title,
  summary: contentArticleTexts.summary,
  body: contentArticleTexts.body,
};

/** LIKE pattern of a literal text (its % and _ are not wildcards). */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function where(kind: ArticleKind, locale: string, filter: { category?: string | undefined; search?: string | undefined }): SQL {
  const parts: SQL[] = [eq(contentArticles.kind, kind), eq(contentArticleTexts.locale, locale)];
  if (filter.category) parts.push(eq(contentArticles.category, filter.category));
  if (filter.search) parts.push(ilike(contentArticleTexts.searchText, contains(filter.search)));
  return and(...parts) as SQL;
}

/** Newest first; help and FAQ follow their sort order first. */
const listOrder = (kind: ArticleKind) =>
  kind === 'news' ? [desc(contentArticles.publishedAt), desc(contentArticles.id)] : [asc(contentArticles.sort), asc(contentArticles.id)];

export async function listArticles(
  db: Db,
  kind: ArticleKind,
  locale: string,
  filter: { category?: string | undefined; search?: string | undefined; limit: number; offset: number },
): Promise<{ rows: ArticleRow[]; total: number }> {
  const condition = where(kind, locale, filter);
  const joined = () => db.select(articleColumns).from(contentArticles).innerJoin(contentArticleTexts, eq(contentArticleTexts.articleId, contentArticles.id));
  const rows = await joined()
    .where(condition)
    .orderBy(...listOrder(kind))
    .limit(filter.limit)
    .offset(filter.offset);
  const [counted] = await db
    .select({ n: count() })
    .from(contentArticles)
    .innerJoin(contentArticleTexts, eq(contentArticleTexts.articleId, contentArticles.id))
    .where(condition);
  return { rows, total: Number(counted?.n ?? 0) };
}

export async function findArticle(db: Db, kind: ArticleKind, id: number, locale: string): Promise<ArticleRow | undefined> {
  const [row] = await db
    .select(articleColumns)
    .from(contentArticles)
    .innerJoin(contentArticleTexts, eq(contentArticleTexts.articleId, contentArticles.id))
    .where(and(eq(contentArticles.kind, kind), eq(contentArticles.id, id), eq(contentArticleTexts.locale, locale)))
    .limit(1);
  return row;
}

/**
 * The news item listed just before (newer) and just after (older) `article` in the all-news list
 * (published_at desc, id desc): the detail page's previous and next.
 */
export async function newsNeighbours(db: Db, article: ArticleRow, locale: string) {
  const base = () =>
    db
      .select({ id: contentArticles.id, title: contentArticleTexts.title })
      .from(contentArticles)
      .innerJoin(contentArticleTexts, eq(contentArticleTexts.articleId, contentArticles.id));
  const at = article.publishedAt;
  const newer = or(gt(contentArticles.publishedAt, at), and(eq(contentArticles.publishedAt, at), gt(contentArticles.id, article.id)));
  const older = or(lt(contentArticles.publishedAt, at), and(eq(contentArticles.publishedAt, at), lt(contentArticles.id, article.id)));
  const scope = and(eq(contentArticles.kind, 'news'), eq(contentArticleTexts.locale, locale));
  const [previous] = await base()
    .where(and(scope, newer))
    .orderBy(asc(contentArticles.publishedAt), asc(contentArticles.id))
    .limit(1);
  const [next] = await base()
    .where(and(scope, older))
    .orderBy(desc(contentArticles.publishedAt), desc(contentArticles.id))
    .limit(1);
  return { previous, next };
}

/** Other articles of the same category first, then the newest of any, without `excludeId`. */
export async function relatedArticles(db: Db, kind: ArticleKind, article: ArticleRow, locale: string, limit: number): Promise<ArticleRow[]> {
  return db
    .select(articleColumns)
    .from(contentArticles)
    .innerJoin(contentArticleTexts, eq(contentArticleTexts.articleId, contentArticles.id))
    .where(and(eq(contentArticles.kind, kind), eq(contentArticleTexts.locale, locale), ne(contentArticles.id, article.id)))
    .orderBy(sql`${contentArticles.category} = ${article.category} desc`, ...listOrder(kind))
    .limit(limit);
}

export async function categories(db: Db, kind: ArticleKind) {
  return db.select().from(contentCategories).where(eq(contentCategories.kind, kind)).orderBy(asc(contentCategories.sort), asc(contentCategories.key));
}

export async function findPage(db: Db, key: string, locale: string) {
  const [row] = await db
    .select()
    .from(contentPages)
    .where(and(eq(contentPages.key, key), eq(contentPages.locale, locale)))
    .limit(1);
  return row;
}

export async function listPartners(db: Db, kind: 'partner' | 'agency', country?: string) {
  const condition = country ? and(eq(contentPartners.kind, kind), eq(contentPartners.country, country)) : eq(contentPartners.kind, kind);
  return db.select().from(contentPartners).where(condition).orderBy(asc(contentPartners.sort), asc(contentPartners.id));
}

export async function insertContactMessage(db: Db, row: typeof contactMessages.$inferInsert): Promise<number> {
  const [saved] = await db.insert(contactMessages).values(row).returning({ id: contactMessages.id });
  if (!saved) throw new Error('contact message not stored');
  return saved.id;
}

export interface ArticleTextInput {
  title: string;
  summary: string;
  body: string;
  searchText: string;
}

/** Insert or replace an article (by kind and slug) and its texts; returns its id. */
export async function saveArticle(
  db: Db,
  article: { kind: ArticleKind; slug: string; category: string; publishedAt: Date; sourceUrl: string | null; sourceName: string | null; sort: number; updatedAt: Date },
  texts: Readonly<Record<string, ArticleTextInput>>,
): Promise<number> {
  return db.transaction(async (tx) => {
    const [saved] = await tx
      .insert(contentArticles)
      .values(article)
      .onConflictDoUpdate({
        target: [contentArticles.kind, contentArticles.slug],
        set: {
          category: article.category,
          publishedAt: article.publishedAt,
          sourceUrl: article.sourceUrl,
          sourceName: article.sourceName,
          sort: article.sort,
          updatedAt: article.updatedAt,
        },
      })
      .returning({ id: contentArticles.id });
    if (!saved) throw new Error('article not saved');
    await tx.delete(contentArticleTexts).where(eq(contentArticleTexts.articleId, saved.id));
    await tx.insert(contentArticleTexts).values(Object.entries(texts).map(([locale, text]) => ({ articleId: saved.id, locale, ...text })));
    return saved.id;
  });
}

export async function saveCategory(db: Db, row: typeof contentCategories.$inferInsert) {
  await db
    .insert(contentCategories)
    .values(row)
    .onConflictDoUpdate({ target: [contentCategories.kind, contentCategories.key], set: { sort: row.sort, names: row.names } });
}

export async function savePage(db: Db, row: typeof contentPages.$inferInsert) {
  await db
    .insert(contentPages)
    .values(row)
    .onConflictDoUpdate({
      target: [contentPages.key, contentPages.locale],
      set: { title: row.title, summary: row.summary, body: row.body, updatedAt: row.updatedAt },
    });
}

export async function savePartner(db: Db, row: typeof contentPartners.$inferInsert) {
  await db
    .insert(contentPartners)
    .values(row)
    .onConflictDoUpdate({
      target: contentPartners.slug,
      set: { kind: row.kind, nameEn: row.nameEn, nameZh: row.nameZh, country: row.country, website: row.website, texts: row.texts, sort: row.sort ?? 0 },
    });
}
