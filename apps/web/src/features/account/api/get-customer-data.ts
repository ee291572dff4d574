import { useQuery } from '@tanstack/react-query';
import type { Customer } from '@rental/shared/customers';
import { apiRequest } from '@/lib/api-client';

export const customerKeys = {
  /** Keyed by the session's token: another customer on this device never sees a cached profile. */
  profile: (token: string) => ['customer', 'profile', token] as const,
  bookings: (customerId: string) => ['customer', customerId, 'bookings'] as const,
};

/** GET /users/customerData: the signed-in customer's profile. */
export function getCustomerData(signal?: AbortSignal): Promise<Customer> {
  return apiRequest<Customer>('/users/customerData', { auth: 'user', signal });
}

export function useCustomerData(token: string) {
  return useQuery({
    queryKey: customerKeys.profile(token),
    queryFn: ({ signal }) => getCustomerData(signal),
  });
}
