import { AddCarForm } from '@/features/admin/cars/components/add-car-form';
import { AdminPage } from '@/features/admin/shell/components/admin-page';

/** docs/product.md#screens /admin/add-car. */
export function AddCarPage() {
  return (
    <AdminPage title="Add Car">
      <AddCarForm />
    </AdminPage>
  );
}
