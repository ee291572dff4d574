import { createCustomer } from '../../test/factories';
import type { Harness } from '../../test/harness';
import { block, carAddedAt, ist, ledgerEntry, rental } from '../../test/reports';

// docs/decisions/020-reports-and-timeline.md: the small data set around November 2026 that the
// report's figures are worked out from by hand (reports.figures.test.ts). The period
// 2026-11-01..2026-11-30 (Kolkata) is [2026-11-01 00:00, 2026-12-01 00:00): 30 days, 720 hours.

/** Four cars, nine bookings, maintenance blocks and ledger entries, as the comments say. */
export async function novemberDataSet(h: Harness): Promise<void> {
  const renter = await createCustomer(h);
  const year = ist('2026-01-01');
  const a = await carAddedAt(h, year, { name: 'Car A', branch: 'Boduppal' });
  const b = await carAddedAt(h, year, { name: 'Car B', branch: 'Boduppal' });
  const c = await carAddedAt(h, year, { name: 'Car C', branch: 'Vanasthalipuram' });
  // Car D joins the fleet on 16 November: 15 days = 360 hours available, none booked.
  await carAddedAt(h, ist('2026-11-16'), { name: 'Car D', branch: 'Boduppal' });

  // #1 Car A, Completed with a bill made on 2 Nov: rental 7,500 - 1,500 = 6,000, charges
  // 1,500, 3 days. Picked up in October, so not among the period's bookings; booked hours
  // clipped at the start: 1 Nov 00:00 to 2 Nov 10:00 = 34 h.
  const b1 = await rental(h, renter, a, {
    status: 'Completed',
    pickupAt: ist('2026-10-30', '10:00'),
    returnAt: ist('2026-11-02', '10:00'),
    days: 3,
    amount: 6_000,
    bill: { total: 7_500, charges: 1_500, at: ist('2026-11-02', '11:00') },
  });
  // #2 Car A, Confirmed, clipped at the end: 29 Nov 12:00 to 1 Dec 00:00 = 36 h.
  const b2 = await rental(h, renter, a, {
    status: 'Confirmed',
    pickupAt: ist('2026-11-29', '12:00'),
    returnAt: ist('2026-12-03', '12:00'),
    days: 4,
    amount: 8_000,
  });
  // #3 Car A, Cancelled: no hours.
  const b3 = await rental(h, renter, a, {
    status: 'Cancelled',
    pickupAt: ist('2026-11-10', '09:00'),
    returnAt: ist('2026-11-12', '09:00'),
    days: 2,
    amount: 4_000,
  });
  // #4 Car B, Completed without a bill: its booking amount 4,000, no charges, 2 days,
  // completed at its booked return (7 Nov); 48 h.
  const b4 = await rental(h, renter, b, {
    status: 'Completed',
    pickupAt: ist('2026-11-05', '09:00'),
    returnAt: ist('2026-11-07', '09:00'),
    days: 2,
    amount: 4_000,
  });
  // #5 Car B, Pending: counted by status, but holds no hours.
  await rental(h, renter, b, {
    status: 'Pending',
    pickupAt: ist('2026-11-20', '09:00'),
    returnAt: ist('2026-11-21', '09:00'),
    days: 1,
    amount: 2_000,
  });
  // #6 Car B, Completed, billed 28 Nov: rental 9,200 - 200 = 9,000, charges 200, 3 days; 72 h.
  const b6 = await rental(h, renter, b, {
    status: 'Completed',
    pickupAt: ist('2026-11-25', '09:00'),
    returnAt: ist('2026-11-28', '09:00'),
    days: 3,
    amount: 9_000,
    bill: { total: 9_200, charges: 200, at: ist('2026-11-28', '10:00') },
  });
  // #7 Car C, Completed but returned (billed) on 1 Dec: no revenue in November; 24 h booked.
  const b7 = await rental(h, renter, c, {
    status: 'Completed',
    pickupAt: ist('2026-11-14', '09:00'),
    returnAt: ist('2026-11-15', '09:00'),
    days: 1,
    amount: 2_500,
    bill: { total: 2_500, charges: 0, at: ist('2026-12-01', '10:00') },
  });
  // #8 Car C, Cancelled.
  await rental(h, renter, c, {
    status: 'Cancelled',
    pickupAt: ist('2026-11-03', '09:00'),
    returnAt: ist('2026-11-04', '09:00'),
    days: 1,
    amount: 2_500,
  });
  // #9 Car C, Completed, billed 20 Nov: rental 3,000, 2 days; 48 h.
  await rental(h, renter, c, {
    status: 'Completed',
    pickupAt: ist('2026-11-18', '09:00'),
    returnAt: ist('2026-11-20', '09:00'),
    days: 2,
    amount: 3_000,
    bill: { total: 3_000, charges: 0, at: ist('2026-11-20', '09:30') },
  });

  // Car B's maintenance: 10-12 Nov and 11-13 Nov overlap, so 10 Nov 00:00 to 13 Nov 00:00 =
  // 72 h once; 30 Nov 12:00 to 2 Dec is clipped to 12 h. 84 h blocked, 720 - 84 = 636 left.
  await block(h, b, ist('2026-11-10'), ist('2026-11-12'));
  await block(h, b, ist('2026-11-11'), ist('2026-11-13'));
  await block(h, b, ist('2026-11-30', '12:00'), ist('2026-12-02'));
  // Car A's block in October is outside the period.
  await block(h, a, ist('2026-10-01'), ist('2026-10-03'));

  // The ledger. Counted (received, money moved in November): 1,500 + 6,000 + 1,500 + 500 +
  // 2,000 + 2,500 = 14,000 received, 500 refunded, 13,500 net. Boduppal leaves out Car C's
  // 2,500: 11,500 received, 11,000 net.
  // Recorded on 31 Oct, checked and received on 1 Nov: counts at its decision.
  await ledgerEntry(h, b1, {
    kind: 'advance',
    method: 'upi',
    amount: 1_500,
    status: 'received',
    recorded_at: ist('2026-10-31', '23:00'),
    decided_at: ist('2026-11-01', '00:30'),
  });
  await ledgerEntry(h, b1, {
    kind: 'rental',
    amount: 6_000,
    status: 'received',
    recorded_at: ist('2026-11-02', '11:00'),
  });
  await ledgerEntry(h, b1, {
    kind: 'charges',
    amount: 1_500,
    status: 'received',
    recorded_at: ist('2026-11-02', '11:05'),
  });
  // Deposits are the renter's money: neither counts.
  await ledgerEntry(h, b1, {
    kind: 'deposit',
    amount: 30_000,
    status: 'received',
    recorded_at: ist('2026-10-30', '10:00'),
  });
  await ledgerEntry(h, b1, {
    kind: 'deposit_refund',
    amount: 30_000,
    status: 'received',
    recorded_at: ist('2026-11-02', '11:10'),
  });
  await ledgerEntry(h, b3, {
    kind: 'advance',
    amount: 500,
    status: 'received',
    recorded_at: ist('2026-11-01', '10:00'),
  });
  // The refund of the cancelled #3, paid out on 9 Nov.
  await ledgerEntry(h, b3, {
    kind: 'refund',
    amount: 500,
    status: 'received',
    recorded_at: ist('2026-11-08', '10:00'),
    decided_at: ist('2026-11-09', '10:00'),
  });
  // Not confirmed: still to check, and rejected.
  await ledgerEntry(h, b4, {
    kind: 'rental',
    amount: 4_000,
    status: 'submitted',
    recorded_at: ist('2026-11-05', '09:00'),
  });
  await ledgerEntry(h, b6, {
    kind: 'rental',
    amount: 9_000,
    status: 'rejected',
    recorded_at: ist('2026-11-25', '09:00'),
    decided_at: ist('2026-11-25', '10:00'),
  });
  // The last minute of the period counts; the first of December does not.
  await ledgerEntry(h, b6, {
    kind: 'advance',
    amount: 2_000,
    status: 'received',
    recorded_at: ist('2026-11-30', '23:59'),
  });
  await ledgerEntry(h, b2, {
    kind: 'advance',
    amount: 1_000,
    status: 'received',
    recorded_at: ist('2026-12-01', '00:00'),
  });
  await ledgerEntry(h, b7, {
    kind: 'rental',
    amount: 2_500,
    status: 'received',
    recorded_at: ist('2026-11-15', '09:00'),
  });
}
