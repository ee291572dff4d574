import { usePageMeta } from '../../lib/page-meta';

// Placeholder until the screen is built.
export function NotFoundPage() {
  usePageMeta('Page not found');
  return <h1>Page not found</h1>;
}
