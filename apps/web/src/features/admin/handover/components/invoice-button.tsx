import Spinner from 'react-bootstrap/Spinner';
import { serverMessage } from '@/lib/server-message';
import { useDownloadInvoice } from '../api/download-invoice';

interface InvoiceButtonProps {
  bookingId: string;
  invoiceNumber: string;
  className?: string;
}

/** Downloads the closed rental's invoice (PDF) with the admin's token. */
export function InvoiceButton({ bookingId, invoiceNumber, className }: InvoiceButtonProps) {
  const download = useDownloadInvoice();
  return (
    <>
      <button
        type="button"
        className={className ?? 'btn btn-outline-primary'}
        disabled={download.isPending}
        onClick={() => download.mutate({ id: bookingId, invoiceNumber })}
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
