import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { apiBlob } from '@/lib/api-client';

interface InvoiceButtonProps {
  bookingId: string;
  /** "HSD/26-27/0001" */
  invoiceNumber: string;
  auth: 'user' | 'admin';
}

/**
 * Downloads a closed rental's invoice (docs/product.md#handover-and-bill). The PDF is private, so
 * it is fetched with the token and handed to the browser as a file, never linked.
 */
export function InvoiceButton({ bookingId, invoiceNumber, auth }: InvoiceButtonProps) {
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle');
  async function download() {
    setState('loading');
    try {
      const blob = await apiBlob(`/bookings/${bookingId}/invoice`, { auth });
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = `${invoiceNumber.replaceAll('/', '-')}.pdf`;
      link.click();
      URL.revokeObjectURL(url);
      setState('idle');
    } catch {
      setState('failed');
    }
  }
  return (
    <div>
      <Button variant="outline-primary" onClick={download} disabled={state === 'loading'}>
        {state === 'loading' ? 'Preparing the invoice…' : `Download invoice ${invoiceNumber}`}
      </Button>
      {state === 'failed' && (
        <p role="alert" className="text-danger small mt-2 mb-0">
          The invoice could not be downloaded. Please try again.
        </p>
      )}
    </div>
  );
}
