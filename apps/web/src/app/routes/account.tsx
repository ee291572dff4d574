import { AccountView } from '@/features/account/components/account-view';
import { usePageMeta } from '@/lib/page-meta';
import { useSignedInUser } from '@/lib/signed-in-user';

export function AccountPage() {
  usePageMeta('My account');
  return <AccountView session={useSignedInUser()} />;
}
