import Spinner from 'react-bootstrap/Spinner';
import { useDownloadInvoice } from '@/lib/download-invoice';
import { serverMessage } from '@/lib/server-message';

interface InvoiceButtonProps {
  bookingId: string;
  /** "HSD/26-27/0001" */
  invoiceNumber: string;
  /** Whose token fetches it: the renter's own or the admin's. */
  auth: 'user' | 'admin';
  className?: string;
}

/**
 * Downloads a closed rental's invoice (docs/product.md#handover-and-bill). The PDF is private, so
 * it is fetched with the token and handed to the browser as a file, never linked.
 */
export function InvoiceButton({ bookingId, invoiceNumber, auth, className }: InvoiceButtonProps) {
  const download = useDownloadInvoice();
  return (
    <>
      <button
        type="button"
        className={className ?? 'btn btn-outline-primary'}
        disabled={download.isPending}
        onClick={() => download.mutate({ id: bookingId, invoiceNumber, auth })}
      >
        {download.isPending && (
          <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
        )}
        Download invoice
      </button>
      <span aria-live="polite" className="d-block">
        {download.isError && (
          <span className="small text-danger">
            {serverMessage(
              download.error,
              'The invoice could not be downloaded. Please try again.',
            )}
          </span>
        )}
      </span>
    </>
  );
}
