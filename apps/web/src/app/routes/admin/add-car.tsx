import { AddCarForm } from '@/features/admin/components/add-car-form';
import { AdminPage } from '@/features/admin/components/admin-page';

/** spec 2 /admin/add-car. */
export function AddCarPage() {
  return (
    <AdminPage title="Add Car">
      <AddCarForm />
    </AdminPage>
  );
}
