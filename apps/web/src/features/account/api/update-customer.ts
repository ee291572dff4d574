import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  Customer,
  UpdatedCustomerSchema,
  UpdateCustomerInput,
} from '@rental/shared/customers';
import { apiRequest } from '@/lib/api-client';
import { updateStoredUser } from '@/lib/session-store';
import { customerKeys } from './get-customer-data';

export type UpdatedCustomer = z.infer<typeof UpdatedCustomerSchema>;

/** PUT /users/{id}: only the full name changes (docs/product.md#accounts); the phone is sent as shown. */
export function updateCustomer(id: string, input: UpdateCustomerInput): Promise<UpdatedCustomer> {
  return apiRequest<UpdatedCustomer>(`/users/${encodeURIComponent(id)}`, {
    method: 'PUT',
    auth: 'user',
    body: input,
  });
}

/** Updates the stored userData too, so the nav bar shows the new name at once. */
export function useUpdateCustomer(customerId: string, token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateCustomerInput) => updateCustomer(customerId, input),
    onSuccess: (updated) => {
      updateStoredUser({
        _id: updated._id,
        name: updated.name,
        mobile: updated.mobile,
        email: updated.email,
      });
      queryClient.setQueryData<Customer>(customerKeys.profile(token), (old) =>
        old ? { ...old, name: updated.name, email: updated.email } : old,
      );
    },
  });
}
