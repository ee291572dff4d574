import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CarSchedule } from '@rental/shared/blocks';
import { apiRequest } from '@/lib/api-client';

// docs/product.md#availability: a car's bookings (any status) and maintenance blocks for a window of Kolkata days.

export const carScheduleKeys = {
  /** Everything the admin reads about one car's time: its schedules and its blocks. */
  car: (carId: string) => ['admin', 'car-schedule', carId] as const,
  window: (carId: string, from: string, days: number) =>
    [...carScheduleKeys.car(carId), 'window', from, days] as const,
  blocks: (carId: string) => [...carScheduleKeys.car(carId), 'blocks'] as const,
};

export function getCarSchedule(
  carId: string,
  from: string,
  days: number,
  signal?: AbortSignal,
): Promise<CarSchedule> {
  const query = new URLSearchParams({ from, days: String(days) });
  return apiRequest<CarSchedule>(`/cars/${encodeURIComponent(carId)}/schedule?${query}`, {
    auth: 'admin',
    signal,
  });
}

/** The months on screen; the previous ones stay while the next ones load. */
export function useCarSchedule(carId: string, from: string, days: number) {
  return useQuery({
    queryKey: carScheduleKeys.window(carId, from, days),
    queryFn: ({ signal }) => getCarSchedule(carId, from, days, signal),
    placeholderData: keepPreviousData,
  });
}
