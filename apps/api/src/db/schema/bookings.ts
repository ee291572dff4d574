import type { Generated } from 'kysely';

// A booking and what it gathers before the trip: its history, payments, documents, agreement and
// review. See db/schema.ts for the conventions.

export interface BookingsTable {
  id: string;
  customer_id: string;
  car_id: string;
  car_name: string;
  car_number: string;
  customer_name: string;
  customer_phone: string;
  customer_email: string;
  address: string;
  city: string;
  state: string;
  country: string;
  pin_code: string;
  date_of_birth: string;
  driver_license_number: string;
  dl_issued_state: string;
  pickup_date: string;
  pickup_time: string;
  return_date: string;
  return_time: string;
  /** Instants, ISO 8601 UTC: comparable as text on both databases. */
  pickup_at: string;
  return_at: string;
  purpose: string;
  destination: string;
  original_documents_submitted: string;
  notes: string;
  price_per_day: number;
  total_days: number;
  /** Price per day × days − discount (docs/product.md#promo-codes). */
  total_amount: number;
  /** The promo code applied at booking, in capitals; null for none. */
  promo_code: Generated<string | null>;
  /** Whole rupees the code took off; 0 without one. */
  discount: Generated<number>;
  status: string;
  pickup_location: string;
  gas_tank_reading: string;
  /**
   * The branch the booking belongs to (docs/product.md#reports): its car's when it was made; a
   * move of the car takes along only the bookings not picked up yet. The database defaults it
   * to Boduppal, as for cars, but every insert names it.
   */
  branch: string;
  /** docs/product.md#rate-plans: 'limited' or 'unlimited'. */
  km_plan: Generated<string>;
  /** JSON { card, rules } the booking was quoted on; null before rate plans (priced by the day). */
  rate_card: string | null;
  /** JSON of the shared Quote as it stands (re-quoted on an extension). */
  quote: string | null;
  /** The car's GST rate and service code at booking; null before rate plans (the settings). */
  gst_rate_percent: number | null;
  sac: string | null;
  /** docs/product.md#handover-and-bill: the renter's business GSTIN, if given (migration 071). */
  renter_gstin: Generated<string | null>;
  /** The legal name registered with that GSTIN, billed to on the invoice (migration 125). */
  renter_legal_name: Generated<string | null>;
  /** docs/product.md#admin: the staff's note, apart from the renter's notes (migration 080). */
  staff_note: Generated<string>;
  /** docs/product.md#protection-plans: JSON BookingProtection as booked (migration 090). */
  protection: Generated<string | null>;
  created_at: string;
  updated_at: string;
}

export interface BookingStatusHistoryTable {
  id: Generated<number>;
  booking_id: string;
  status: string;
  changed_at: string;
  changed_by: string;
  /** Why, or what happened besides the status (a payment, an extension); '' when nothing. */
  note: Generated<string>;
}

/** docs/product.md#holds-and-payments: one entry of a booking's payment ledger. */
export interface PaymentsTable {
  id: string;
  booking_id: string;
  kind: string;
  method: string;
  /** Whole rupees, always positive; the kind says which way the money went. */
  amount: number;
  reference: string | null;
  status: string;
  /** 'customer', 'system' or 'admin:<e-mail>'. */
  recorded_by: string;
  recorded_at: string;
  decided_by: string | null;
  decided_at: string | null;
  note: string;
}

/** docs/product.md#documents: one uploaded licence side, Aadhaar or passport page. */
export interface DocumentsTable {
  id: string;
  customer_id: string;
  /** One of DOCUMENT_KINDS. */
  kind: string;
  /** submitted, approved or rejected. */
  status: string;
  /** The admin's reason for a rejection. */
  reason: string | null;
  /** The storage key of the file (never under the public uploads address). */
  file_key: string;
  content_type: string;
  created_at: string;
  /** The admin's id. */
  decided_by: string | null;
  decided_at: string | null;
}

/** docs/product.md#rental-agreement: each version of the terms (migration 050). */
export interface TermsVersionsTable {
  version: number;
  text: string;
  /** SHA-256 of the text, hex. */
  sha256: string;
  published_at: string;
}

/** docs/product.md#rental-agreement: who saved a terms version the owner wrote (migration 120). */
export interface TermsVersionAuthorsTable {
  version: number;
  published_by: string;
}

/** An agreement a renter was asked to accept at pickup (migration 050). */
export interface RentalAgreementsTable {
  id: string;
  booking_id: string;
  terms_version: number;
  terms_sha256: string;
  /** The summary shown, as JSON (AgreementSummarySchema). */
  summary: string;
  /** The mobile the code went to. */
  mobile: string;
  /** The admin id of the staff member who asked for the code. */
  requested_by: string;
  requested_at: string;
  /** Set once the renter gave the right code back; null while awaiting it. */
  accepted_at: string | null;
  /** 'customer:<id>' of the renter who accepted. */
  accepted_by: string | null;
  /** The stored hash of the code that was accepted (the proof of the check). */
  otp_hash: string | null;
}

/** docs/product.md#reviews: one per Completed booking (migration 070). */
export interface ReviewsTable {
  id: string;
  booking_id: string;
  customer_id: string;
  car_id: string;
  car_name: string;
  /** The renter's first name when they wrote it: all the public site shows of them. */
  first_name: string;
  rating: number;
  text: string;
  created_at: string;
  /** Set when the owner hides the review; null while it is published. */
  hidden_at: string | null;
  hidden_by: string | null;
  /** docs/product.md#reviews: the business's one reply, its author and times (migration 126). */
  reply_text: Generated<string | null>;
  reply_by: Generated<string | null>;
  replied_at: Generated<string | null>;
  reply_edited_at: Generated<string | null>;
}
