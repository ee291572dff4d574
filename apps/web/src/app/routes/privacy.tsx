import { usePageMeta } from '../../lib/page-meta';

// Placeholder until the screen is built.
export function PrivacyPage() {
  usePageMeta('Privacy Policy');
  return <h1>Privacy Policy</h1>;
}
