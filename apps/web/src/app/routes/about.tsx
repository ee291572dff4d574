import { usePageMeta } from '../../lib/page-meta';

// Placeholder until the screen is built.
export function AboutPage() {
  usePageMeta('About');
  return <h1>About</h1>;
}
