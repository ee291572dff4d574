import { useParams } from 'react-router';
import { AdminPage } from '@/features/admin/shell/components/admin-page';
import { EditCarForm } from '@/features/admin/cars/components/edit-car-form';
import { CarMaintenance } from '@/features/admin/maintenance/components/car-maintenance';

/** docs/product.md#screens: /admin/edit-car/{id}, the car's form and its maintenance. */
export function EditCarPage() {
  const { id = '' } = useParams();
  return (
    <AdminPage title="Edit Car">
      <EditCarForm id={id} below={(carId) => <CarMaintenance carId={carId} />} />
    </AdminPage>
  );
}
