import { usePageMeta } from '../../lib/page-meta';

// Placeholder until the screen is built.
export function ContactPage() {
  usePageMeta('Contact');
  return <h1>Contact</h1>;
}
