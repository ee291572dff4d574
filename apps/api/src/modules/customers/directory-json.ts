import type { BookingStatus } from '@rental/shared/constants';
import type {
  CustomerBooking,
  CustomerNote,
  DocumentsState,
  CustomerListItem,
} from '@rental/shared/customer-directory';
import type { DocumentKind, DocumentStatus } from '@rental/shared/documents';
import { bookingReference } from '@rental/shared/outbox';
import type {
  BookingFigures,
  CustomerBookingRow,
  DirectoryRow,
  DocumentStateRow,
  NoteWithAuthor,
} from './directory.repository';

// The directory's rows as the API speaks them (docs/product.md#customers).

/** An admin as the screens name them: the name given, else the e-mail. */
export function adminName(name: string | null, email: string | null): string {
  return name || email || 'A former admin';
}

export function toListItem(
  row: DirectoryRow,
  figures: BookingFigures | undefined,
  documents: DocumentsState,
): CustomerListItem {
  return {
    id: row.id,
    name: row.name,
    mobile: row.mobile,
    email: row.email,
    bookings: figures?.bookings ?? 0,
    spend: figures?.spend ?? 0,
    blocked: row.blocked_at !== null,
    documents,
  };
}

export function toCustomerBooking(row: CustomerBookingRow): CustomerBooking {
  return {
    id: row.id,
    reference: bookingReference(row.id),
    carName: row.car_name,
    pickupAt: row.pickup_at,
    returnAt: row.return_at,
    status: row.status as BookingStatus,
    amount: Number(row.amount),
  };
}

export function toCustomerDocument(row: DocumentStateRow) {
  return {
    id: row.id,
    kind: row.kind as DocumentKind,
    status: row.status as DocumentStatus,
    reason: row.reason,
    createdAt: row.created_at,
  };
}

export function toNote(row: NoteWithAuthor): CustomerNote {
  return {
    id: row.id,
    text: row.text,
    author: adminName(row.author_name, row.author_email),
    createdAt: row.created_at,
  };
}
