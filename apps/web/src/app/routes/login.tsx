import { usePageMeta } from '../../lib/page-meta';

// Placeholder until the screen is built.
export function LoginPage() {
  usePageMeta('Login');
  return <h1>Login</h1>;
}
