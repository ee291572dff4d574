import { usePageMeta } from '../../lib/page-meta';

// Placeholder until the screen is built.
export function BookPage() {
  usePageMeta('Book');
  return <h1>Book</h1>;
}
