import { useSearch } from 'wouter';
import { NewsDetailView } from './content/NewsDetailView';
import { NewsList } from './content/NewsList';

/** /news_and_resources: the list with search and tabs, or one item with ?id= (spec 001 section 2). */
export default function NewsAndResourcesPage() {
  const id = Number(new URLSearchParams(useSearch()).get('id'));
  return Number.isInteger(id) && id > 0 ? <NewsDetailView id={id} /> : <NewsList />;
}
