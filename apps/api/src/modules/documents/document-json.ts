import type {
  DocumentKind,
  DocumentStatus,
  RenterDocument,
  ReviewDocument,
} from '@rental/shared/documents';
import type { BookingIdentity, DocumentRow, QueueRow } from './documents.repository';

export function toDocument(row: DocumentRow): RenterDocument {
  return {
    id: row.id,
    kind: row.kind as DocumentKind,
    status: row.status as DocumentStatus,
    reason: row.reason,
    contentType: row.content_type,
    fileUrl: `/api/documents/${row.id}/file`,
    createdAt: row.created_at,
    decidedAt: row.decided_at,
  };
}

export function toReviewDocument(
  row: QueueRow,
  booking: BookingIdentity | undefined,
): ReviewDocument {
  return {
    ...toDocument(row),
    customerId: row.customer_id,
    customerName: row.customer_name,
    customerMobile: row.customer_mobile,
    booking: booking
      ? {
          id: booking.id,
          driverLicenseNumber: booking.driver_license_number,
          dlIssuedState: booking.dl_issued_state,
          dateOfBirth: booking.date_of_birth,
        }
      : null,
  };
}
