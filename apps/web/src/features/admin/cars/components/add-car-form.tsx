import { useNavigate } from 'react-router';
import { MESSAGES } from '@rental/shared/messages';
import { ApiError } from '@/lib/api-client';
import { UnexpectedResponseError, useAddCar } from '../api/add-car';
import { EMPTY_CAR_FORM, toCarFormData } from '../lib/car-form';
import { CarForm } from './car-form';

/** docs/product.md#texts: the server's message, else 'Failed to add car.'; a wrong answer is unexpected. */
function addCarFailure(error: unknown): string {
  if (error instanceof UnexpectedResponseError) return MESSAGES.unexpectedResponse;
  if (error instanceof ApiError && error.status > 0 && error.code) return error.message;
  return MESSAGES.addCarFailed;
}

export function AddCarForm() {
  const navigate = useNavigate();
  const addCar = useAddCar();
  return (
    <CarForm
      mode="add"
      initialValues={EMPTY_CAR_FORM}
      failureMessage={addCarFailure}
      onSubmit={async (values, images) => {
        const car = await addCar.mutateAsync(toCarFormData(values, images, 'add'));
        await navigate('/admin/dashboard', { state: { notice: `${car.name} was added.` } });
      }}
    />
  );
}
