import type { ApiErrorBody } from '@rental/shared/api-error';
import { ApiError, handleRejectedToken } from './api-client';
import { API_BASE } from './env';
import { getAdminToken } from './session-store';

// docs/product.md#condition-photos: a handover sends six or more photos from a phone on a mobile
// network, so the staff see how far the upload has got. fetch() cannot report an upload's
// progress; XMLHttpRequest can. Only the primary address is tried: a half-sent form is not
// worth sending twice to the secondary one, and the staff can save again.

export type UploadProgress = (fraction: number) => void;

const NO_ANSWER = 'We could not reach the server. Check your connection and try again.';

/** POST a multipart form with the admin's token, reporting the share of bytes sent. */
export function adminUpload<T>(path: string, form: FormData, onProgress?: UploadProgress) {
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${API_BASE}${path}`);
    request.setRequestHeader('accept', 'application/json');
    const token = getAdminToken();
    if (token) request.setRequestHeader('authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    request.onerror = () => reject(new ApiError(0, NO_ANSWER));
    request.ontimeout = request.onerror;
    request.onload = () => {
      let payload: unknown = null;
      try {
        payload = JSON.parse(request.responseText);
      } catch {
        payload = null;
      }
      if (request.status >= 200 && request.status < 300) {
        resolve(payload as T);
        return;
      }
      const body = (payload ?? {}) as Partial<ApiErrorBody>;
      handleRejectedToken(request.status, 'admin');
      reject(
        new ApiError(
          request.status,
          body.error ?? request.statusText,
          body.code,
          body.fields ?? undefined,
        ),
      );
    };
    request.send(form);
  });
}
