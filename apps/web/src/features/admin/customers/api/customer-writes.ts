import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  BlockCustomerInput,
  CustomerBlockState,
  CustomerNote,
  CustomerNoteInput,
} from '@rental/shared/customer-directory';
import { apiRequest } from '@/lib/api-client';
import { customerKeys } from './get-customers';

// docs/product.md#customers: a note (any admin), a block or an unblock (the owner). Each reloads
// the directory, whose rows show the block.

function useCustomerWrite<I, O>(write: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSettled: () => queryClient.invalidateQueries({ queryKey: customerKeys.all }),
  });
}

const path = (id: string, action: string) => `/admin/customers/${encodeURIComponent(id)}/${action}`;

export function useAddNote(customerId: string) {
  return useCustomerWrite((input: CustomerNoteInput) =>
    apiRequest<CustomerNote>(path(customerId, 'notes'), {
      method: 'POST',
      body: input,
      auth: 'admin',
    }),
  );
}

export function useBlockCustomer(customerId: string) {
  return useCustomerWrite((input: BlockCustomerInput) =>
    apiRequest<CustomerBlockState>(path(customerId, 'block'), {
      method: 'POST',
      body: input,
      auth: 'admin',
    }),
  );
}

export function useUnblockCustomer(customerId: string) {
  return useCustomerWrite(() =>
    apiRequest<CustomerBlockState>(path(customerId, 'unblock'), {
      method: 'POST',
      auth: 'admin',
    }),
  );
}
