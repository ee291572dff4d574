import { usePageMeta } from '../../lib/page-meta';

// Placeholder until the screen is built.
export function AccountPage() {
  usePageMeta('Account');
  return <h1>Account</h1>;
}
