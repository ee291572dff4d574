import { useQuery } from '@tanstack/react-query';
import type { Car } from '@rental/shared/cars';
import { apiRequest } from '../lib/api-client';

// Reading cars is needed by the public site, the booking form and the admin: one place for it.

export const carKeys = {
  all: ['cars'] as const,
  list: () => [...carKeys.all, 'list'] as const,
  featured: () => [...carKeys.all, 'featured'] as const,
  detail: (id: string) => [...carKeys.all, 'detail', id] as const,
};

export function getCars(signal?: AbortSignal): Promise<Car[]> {
  return apiRequest<Car[]>('/cars', { signal });
}

export function getFeaturedCars(signal?: AbortSignal): Promise<Car[]> {
  return apiRequest<Car[]>('/cars/featured/cars', { signal });
}

export function getCar(id: string, signal?: AbortSignal): Promise<Car> {
  return apiRequest<Car>(`/cars/${encodeURIComponent(id)}`, { signal });
}

export function useCars() {
  return useQuery({ queryKey: carKeys.list(), queryFn: ({ signal }) => getCars(signal) });
}

export function useFeaturedCars() {
  return useQuery({ queryKey: carKeys.featured(), queryFn: ({ signal }) => getFeaturedCars(signal) });
}

export function useCar(id: string) {
  return useQuery({ queryKey: carKeys.detail(id), queryFn: ({ signal }) => getCar(id, signal) });
}
