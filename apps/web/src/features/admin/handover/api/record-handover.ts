import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PickupRecord, ReturnRecord } from '@rental/shared/handover';
import { adminBookingKeys } from '@/features/admin/shell/api/get-bookings';
import { adminUpload, type UploadProgress } from '@/lib/api-upload';
import { HandoverBookingSchema } from '../lib/handover-booking';

// POST /api/bookings/{id}/pickup and /return (docs/product.md#api): multipart, the record as
// JSON in `record` (its `photos` describing each photo in order) and the photos in `photos`;
// the answer is the booking as it is now. The upload reports its progress.

interface HandoverRequest<T> {
  id: string;
  record: T;
  photos: readonly File[];
  onProgress?: UploadProgress;
}

async function postHandover(
  kind: 'pickup' | 'return',
  { id, record, photos, onProgress }: HandoverRequest<unknown>,
) {
  const form = new FormData();
  form.append('record', JSON.stringify(record));
  for (const photo of photos) form.append('photos', photo, photo.name);
  const booking = await adminUpload<unknown>(
    `/bookings/${encodeURIComponent(id)}/${kind}`,
    form,
    onProgress,
  );
  return HandoverBookingSchema.parse(booking);
}

function useRecordHandover<T>(kind: 'pickup' | 'return') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: HandoverRequest<T>) => postHandover(kind, request),
    // The booking, its lists and its messages (all under the 'admin' root) reload.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [adminBookingKeys.all[0]] }),
  });
}

export const useRecordPickup = () => useRecordHandover<PickupRecord>('pickup');
export const useRecordReturn = () => useRecordHandover<ReturnRecord>('return');
