import { useParams } from 'react-router';
import { useAdminMe } from '@/features/admin/shell/api/admin-me';
import { AdminPage } from '@/features/admin/shell/components/admin-page';
import { EditCarForm } from '@/features/admin/cars/components/edit-car-form';
import { CarMaintenance } from '@/features/admin/maintenance/components/car-maintenance';

/**
 * docs/product.md#screens: /admin/edit-car/{id}, the car's form and its maintenance; branch
 * staff (docs/product.md#back-office) get the maintenance only.
 */
export function EditCarPage() {
  const { id = '' } = useParams();
  const role = useAdminMe().data?.role;
  if (role === 'staff') {
    return (
      <AdminPage title="Car maintenance">
        <CarMaintenance carId={id} />
      </AdminPage>
    );
  }
  return (
    <AdminPage title="Edit Car">
      {role && <EditCarForm id={id} below={(carId) => <CarMaintenance carId={carId} />} />}
    </AdminPage>
  );
}
