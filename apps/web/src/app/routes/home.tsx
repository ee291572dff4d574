import { usePageMeta } from '../../lib/page-meta';

// Placeholder until the screen is built.
export function HomePage() {
  usePageMeta('Home');
  return <h1>Home</h1>;
}
