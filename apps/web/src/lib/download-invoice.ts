import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '@/lib/download-file';

// GET /api/bookings/{id}/invoice (docs/product.md#api): the PDF, read with the renter's or the
// admin's token.

export function downloadInvoice({
  id,
  invoiceNumber,
  auth,
}: {
  id: string;
  invoiceNumber: string;
  auth: 'user' | 'admin';
}) {
  return downloadFile({
    path: `/bookings/${encodeURIComponent(id)}/invoice`,
    auth,
    fallbackName: `${invoiceNumber.replace(/[^\w-]+/g, '-')}.pdf`,
    failure: 'The invoice could not be downloaded.',
  });
}

export function useDownloadInvoice() {
  return useMutation({ mutationFn: downloadInvoice });
}
