import { useMutation } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';
import { clearAdminToken, getAdminToken, getUserSession } from '@/lib/session-store';

// GET /api/bookings/{id}/invoice (docs/product.md#api): the PDF, read with the renter's or the
// admin's token (a plain link cannot carry it) and handed to the browser as a download under the
// server's file name.

const API_BASE: string = import.meta.env.VITE_API_BASE || '/api';

function fileNameOf(response: Response, fallback: string): string {
  const disposition = response.headers.get('content-disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? fallback;
}

export async function downloadInvoice({
  id,
  invoiceNumber,
  auth,
}: {
  id: string;
  invoiceNumber: string;
  auth: 'user' | 'admin';
}) {
  const token = auth === 'admin' ? getAdminToken() : getUserSession()?.token;
  const response = await fetch(`${API_BASE}/bookings/${encodeURIComponent(id)}/invoice`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
    cache: 'no-store',
  });
  if (!response.ok) {
    if (auth === 'admin' && (response.status === 401 || response.status === 403)) clearAdminToken();
    const body = (await response.json().catch(() => null)) as {
      error?: string;
      code?: string;
    } | null;
    throw new ApiError(
      response.status,
      body?.error ?? 'The invoice could not be downloaded.',
      body?.code,
    );
  }
  const blob = await response.blob();
  const name = fileNameOf(response, `${invoiceNumber.replace(/[^\w-]+/g, '-')}.pdf`);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Freed once the browser has surely read it: revoking at once can cancel the download.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return name;
}

export function useDownloadInvoice() {
  return useMutation({ mutationFn: downloadInvoice });
}
