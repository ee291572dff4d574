import Alert from 'react-bootstrap/Alert';
import { useNavigate } from 'react-router';
import type { ReactNode } from 'react';
import { MESSAGES } from '@rental/shared/messages';
import { useCar } from '@/api/cars';
import { ApiError } from '@/lib/api-client';
import { LoadingBlock } from '@/features/admin/shell/components/list-status';
import { useUpdateCar } from '../api/update-car';
import { carToFormValues, toCarFormData } from '../lib/car-form';
import { CarForm } from './car-form';

/** docs/product.md#texts: 'Update failed. Please try again.', with the server's reason when it gives one. */
function editCarFailure(error: unknown): string {
  if (error instanceof ApiError && error.status > 0 && error.code && !error.fields) {
    return `${MESSAGES.editCarFailed} ${error.message}`;
  }
  return MESSAGES.editCarFailed;
}

interface EditCarFormProps {
  id: string;
  /** Shown under the form once the car has loaded (the screen adds its maintenance). */
  below?: (carId: string) => ReactNode;
}

export function EditCarForm({ id, below }: EditCarFormProps) {
  const navigate = useNavigate();
  const car = useCar(id);
  const updateCar = useUpdateCar();

  if (car.isPending) {
    return <LoadingBlock label="Loading car" />;
  }
  if (car.isError) return <Alert variant="danger">{MESSAGES.editCarLoadFailed}</Alert>;

  return (
    <>
      <CarForm
        key={car.data._id}
        mode="edit"
        initialValues={carToFormValues(car.data)}
        currentImages={car.data.thumbnails.length ? car.data.thumbnails : car.data.images}
        failureMessage={editCarFailure}
        onSubmit={async (values, images) => {
          const updated = await updateCar.mutateAsync({
            id,
            body: toCarFormData(values, images, 'edit'),
          });
          await navigate('/admin/dashboard', { state: { notice: `${updated.name} was updated.` } });
        }}
      />
      {below?.(car.data._id)}
    </>
  );
}
