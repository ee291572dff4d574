import { AccountView } from '@/features/account/components/account-view';
import { usePageMeta } from '@/lib/page-meta';
import { RequireUser } from '@/lib/require-user';

export function AccountPage() {
  usePageMeta('My account');
  return <RequireUser>{(session) => <AccountView session={session} />}</RequireUser>;
}
