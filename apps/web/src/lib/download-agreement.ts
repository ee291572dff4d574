import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '@/lib/download-file';

// GET /api/bookings/{id}/agreement/pdf (docs/product.md#rental-agreement): the accepted rental
// agreement, read with the renter's or the admin's token.

export function downloadAgreement({ id, auth }: { id: string; auth: 'user' | 'admin' }) {
  return downloadFile({
    path: `/bookings/${encodeURIComponent(id)}/agreement/pdf`,
    auth,
    fallbackName: 'rental-agreement.pdf',
    failure: 'The agreement could not be downloaded.',
  });
}

export function useDownloadAgreement() {
  return useMutation({ mutationFn: downloadAgreement });
}
