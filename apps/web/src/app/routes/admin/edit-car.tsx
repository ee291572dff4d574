import { useParams } from 'react-router';
import { AdminPage } from '@/features/admin/components/admin-page';
import { EditCarForm } from '@/features/admin/components/edit-car-form';

/** spec 2 /admin/edit-car/{id}. */
export function EditCarPage() {
  const { id = '' } = useParams();
  return (
    <AdminPage title="Edit Car">
      <EditCarForm id={id} />
    </AdminPage>
  );
}
