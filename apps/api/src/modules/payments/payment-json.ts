import { toKolkataIso } from '@rental/shared/kolkata-time';
import type { Payment, PaymentKind, PaymentMethod, PaymentStatus } from '@rental/shared/payments';
import type { Role } from '../../auth-user';
import type { PaymentRow } from './payments.repository';
import { changedByFor } from '../booking-record/booking-record.service';

// A ledger entry as the API speaks it: instants with +05:30 (docs/product.md#time), and the
// admin's e-mail only to the admin (docs/product.md#security).

export function toPayment(row: PaymentRow, viewer: Role): Payment {
  return {
    id: row.id,
    bookingId: row.booking_id,
    kind: row.kind as PaymentKind,
    method: row.method as PaymentMethod,
    amount: row.amount,
    reference: row.reference,
    status: row.status as PaymentStatus,
    recordedBy: changedByFor(viewer, row.recorded_by),
    recordedAt: toKolkataIso(row.recorded_at),
    decidedBy: row.decided_by === null ? null : changedByFor(viewer, row.decided_by),
    decidedAt: row.decided_at === null ? null : toKolkataIso(row.decided_at),
    note: row.note,
  };
}
