import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { BillSchema, type Bill } from '@rental/shared/bill';
import type { ReturnRecord } from '@rental/shared/handover';
import { apiRequest } from '@/lib/api-client';

// POST /api/bookings/{id}/bill-preview (docs/product.md#api): what the return would bill if it
// were recorded now, computed by the server, so the staff see the figures the renter will.

export async function previewBill(id: string, record: ReturnRecord, signal?: AbortSignal) {
  const bill = await apiRequest<unknown>(`/bookings/${encodeURIComponent(id)}/bill-preview`, {
    method: 'POST',
    body: record,
    auth: 'admin',
    signal,
  });
  return BillSchema.parse(bill);
}

/**
 * The bill for `record` (null: nothing to ask yet); the last bill stays while the next loads.
 * Kept apart from the admin's booking keys: saving the return reloads those, and a preview of a
 * returned car would only be refused.
 */
export function useBillPreview(id: string, record: ReturnRecord | null) {
  return useQuery<Bill>({
    queryKey: ['bill-preview', id, record],
    queryFn: ({ signal }) => previewBill(id, record!, signal),
    enabled: record !== null,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
