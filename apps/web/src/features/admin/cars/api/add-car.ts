import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Car } from '@rental/shared/cars';
import { MESSAGES } from '@rental/shared/messages';
import { carKeys } from '@/api/cars';
import { apiFetch } from '@/lib/api-client';

/** A success answer that is not the created car (docs/product.md#texts: 'Unexpected server response.'). */
export class UnexpectedResponseError extends Error {
  constructor() {
    super(MESSAGES.unexpectedResponse);
    this.name = 'UnexpectedResponseError';
  }
}

function isCar(value: unknown): value is Car {
  return typeof value === 'object' && value !== null && typeof (value as Car)._id === 'string';
}

export async function addCar(body: FormData): Promise<Car> {
  const { data } = await apiFetch<unknown>('/cars/add', { method: 'POST', body, auth: 'admin' });
  // docs/product.md#texts: anything but the created car (201 with the car) is unexpected.
  if (!isCar(data)) throw new UnexpectedResponseError();
  return data;
}

export function useAddCar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addCar,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: carKeys.all }),
  });
}
