import { usePageMeta } from '../../../lib/page-meta';

// Placeholder until the screen is built.
export function AdminDashboardPage() {
  usePageMeta('Admin Dashboard');
  return <h1>Admin Dashboard</h1>;
}
