import { ApiError } from '@/lib/api-client';
import { API_BASE } from '@/lib/env';
import { clearAdminToken, getAdminToken, getUserSession } from '@/lib/session-store';

// A file the API answers only with a token (an invoice, a CSV export): a plain link cannot carry
// the token, so it is fetched and handed to the browser as a download under the server's name.

function fileNameOf(response: Response, fallback: string): string {
  const disposition = response.headers.get('content-disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? fallback;
}

/** Downloads `path` (under the API) with the stored token; answers the file's name. */
export async function downloadFile({
  path,
  auth,
  fallbackName,
  failure,
}: {
  path: string;
  auth: 'user' | 'admin';
  fallbackName: string;
  /** Said when the server gives no reason. */
  failure: string;
}): Promise<string> {
  const token = auth === 'admin' ? getAdminToken() : getUserSession()?.token;
  const response = await fetch(`${API_BASE}${path}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
    cache: 'no-store',
  });
  if (!response.ok) {
    if (auth === 'admin' && (response.status === 401 || response.status === 403)) clearAdminToken();
    const body = (await response.json().catch(() => null)) as {
      error?: string;
      code?: string;
    } | null;
    throw new ApiError(response.status, body?.error ?? failure, body?.code);
  }
  const blob = await response.blob();
  const name = fileNameOf(response, fallbackName);
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
