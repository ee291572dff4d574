import { useParams } from 'react-router';
import { CustomerDirectory } from '@/features/admin/customers/components/customer-directory';
import { CustomerProfile } from '@/features/admin/customers/components/customer-profile';
import { AdminPage } from '@/features/admin/shell/components/admin-page';
import { usePageMeta } from '@/lib/page-meta';

/** docs/product.md#screens /admin/customers: the renters' directory. */
export function AdminCustomersPage() {
  return (
    <AdminPage title="Customers">
      <CustomerDirectory />
    </AdminPage>
  );
}

/** docs/product.md#screens /admin/customers/{id}: one renter. */
export function AdminCustomerPage() {
  usePageMeta('Customer');
  const { id = '' } = useParams();
  return <CustomerProfile id={id} />;
}
