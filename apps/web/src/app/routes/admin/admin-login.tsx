import { usePageMeta } from '../../../lib/page-meta';

// Placeholder until the screen is built.
export function AdminLoginPage() {
  usePageMeta('Admin Login');
  return <h1>Admin Login</h1>;
}
