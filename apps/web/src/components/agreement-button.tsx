import { useQuery } from '@tanstack/react-query';
import Spinner from 'react-bootstrap/Spinner';
import { BookingAgreementSchema } from '@rental/shared/agreement';
import { apiRequest } from '@/lib/api-client';
import { useDownloadAgreement } from '@/lib/download-agreement';
import { serverMessage } from '@/lib/server-message';

/**
 * Downloads the rental agreement the renter accepted at pickup (docs/product.md#rental-agreement),
 * shown only once there is one. Private, so fetched with the token, never linked.
 */
export function AgreementButton({
  bookingId,
  auth,
}: {
  bookingId: string;
  auth: 'user' | 'admin';
}) {
  const agreement = useQuery({
    queryKey: ['agreement', bookingId, auth],
    queryFn: async ({ signal }) =>
      BookingAgreementSchema.parse(
        await apiRequest<unknown>(`/bookings/${encodeURIComponent(bookingId)}/agreement`, {
          auth,
          signal,
        }),
      ).agreement,
  });
  const download = useDownloadAgreement();
  if (agreement.data?.status !== 'accepted') return null;
  return (
    <div className="mb-3">
      <button
        type="button"
        className="btn btn-outline-primary"
        disabled={download.isPending}
        onClick={() => download.mutate({ id: bookingId, auth })}
      >
        {download.isPending && (
          <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
        )}
        Download agreement (PDF)
      </button>
      <span aria-live="polite" className="d-block">
        {download.isError && (
          <span className="small text-danger">
            {serverMessage(
              download.error,
              'The agreement could not be downloaded. Please try again.',
            )}
          </span>
        )}
      </span>
    </div>
  );
}
