import { randomUUID } from 'node:crypto';
import type { Harness } from '../../test/harness';

// Ledger entries, bills and document states written straight to the database, so the
// directory's figures can be checked against sums worked out by hand.

export async function addBill(h: Harness, bookingId: string, total: number, charges: number) {
  await h.app.db
    .insertInto('bills')
    .values({
      booking_id: bookingId,
      bill: JSON.stringify({ lines: [], total }),
      total,
      charges,
      created_at: new Date().toISOString(),
    })
    .execute();
}

export async function addPayment(
  h: Harness,
  bookingId: string,
  entry: { kind: string; amount: number; status?: string },
) {
  await h.app.db
    .insertInto('payments')
    .values({
      id: randomUUID(),
      booking_id: bookingId,
      kind: entry.kind,
      method: 'cash',
      amount: entry.amount,
      reference: null,
      status: entry.status ?? 'received',
      recorded_by: 'admin:admin@example.com',
      recorded_at: new Date().toISOString(),
      decided_by: null,
      decided_at: null,
      note: '',
    })
    .execute();
}

export async function addDocument(
  h: Harness,
  customerId: string,
  kind: string,
  status: 'submitted' | 'approved' | 'rejected',
) {
  await h.app.db
    .insertInto('documents')
    .values({
      id: randomUUID(),
      customer_id: customerId,
      kind,
      status,
      reason: status === 'rejected' ? 'Blurred.' : null,
      file_key: `documents/${randomUUID()}`,
      content_type: 'image/jpeg',
      created_at: new Date().toISOString(),
      decided_by: null,
      decided_at: null,
    })
    .execute();
}
