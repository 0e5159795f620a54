import { Link } from 'wouter';
import type { NewsItem } from '../../api/content';

/** One news item in a list: type, date, title (the link to its detail) and summary. */
export function NewsCard({ item, headingLevel = 'h2' }: { item: NewsItem; headingLevel?: 'h2' | 'h3' }) {
  const Heading = headingLevel;
  return (
    <article className="flex flex-col gap-1 border-b border-line py-4" data-testid="news-item">
      <p className="m-0 text-sm text-fg-muted">
        <span>{item.type_name}</span> · <time dateTime={item.date}>{item.date}</time>
      </p>
      <Heading className="m-0 text-lg font-semibold text-fg">
        <Link href={`/news_and_resources?id=${item.id}`} className="text-fg underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus">
          {item.title}
        </Link>
      </Heading>
      <p className="m-0 text-base text-fg-muted">{item.summary}</p>
    </article>
  );
}
