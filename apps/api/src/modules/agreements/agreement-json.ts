import type { Agreement, AgreementSummary } from '@rental/shared/agreement';
import type { AgreementRow } from './agreements.repository';

// docs/product.md#rental-agreement: an agreement as the staff and its renter read it.

export const summaryOf = (row: AgreementRow) => JSON.parse(row.summary) as AgreementSummary;

export const agreementJson = (row: AgreementRow): Agreement => ({
  _id: row.id,
  bookingId: row.booking_id,
  status: row.accepted_at ? 'accepted' : 'awaiting-code',
  summary: summaryOf(row),
  terms: { version: row.terms_version, sha256: row.terms_sha256 },
  sentTo: row.mobile.slice(-4),
  requestedAt: row.requested_at,
  acceptedAt: row.accepted_at,
});
