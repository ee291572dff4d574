import { useParams } from 'react-router';
import { PickupScreen, ReturnScreen } from '@/features/admin/handover/components/handover-screens';
import { AdminPage } from '@/features/admin/shell/components/admin-page';

/** docs/product.md#screens /admin/bookings/{id}/pickup: the branch staff hand the car over. */
export function AdminPickupPage() {
  const { id = '' } = useParams();
  return (
    <AdminPage title="Hand over the car">
      <PickupScreen bookingId={id} />
    </AdminPage>
  );
}

/** docs/product.md#screens /admin/bookings/{id}/return: the car comes back and the bill is made. */
export function AdminReturnPage() {
  const { id = '' } = useParams();
  return (
    <AdminPage title="Take the car back">
      <ReturnScreen bookingId={id} />
    </AdminPage>
  );
}
