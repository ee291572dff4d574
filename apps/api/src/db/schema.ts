import type { Generated } from 'kysely';

// Table types for Kysely. SQL names are snake_case; timestamps are ISO 8601 UTC strings and
// booleans are 0/1 integers so one set of queries runs on SQLite and PostgreSQL alike.

export interface CustomersTable {
  id: string;
  name: string;
  mobile: string;
  email: string;
  password_hash: string;
  /** Carried in the customer's tokens; bumped to end every session (migration 003). */
  token_version: Generated<number>;
  created_at: string;
  updated_at: string;
  /** docs/product.md#customers: set while the renter may not book (migration 012). */
  blocked_at: Generated<string | null>;
  blocked_reason: Generated<string | null>;
  /** The admin account that blocked the renter. */
  blocked_by: Generated<string | null>;
}

/** docs/product.md#customers: a note the staff keep on a renter. */
export interface CustomerNotesTable {
  id: string;
  customer_id: string;
  text: string;
  /** The admin account (owner or staff) that wrote it. */
  author_id: string;
  created_at: string;
}

export interface AdminsTable {
  id: string;
  email: string;
  password_hash: string;
  token_version: Generated<number>;
  /** Set when ADMIN_EMAIL names another account: this one can no longer sign in. */
  disabled_at: Generated<string | null>;
  created_at: string;
  name: Generated<string>;
  /** owner or staff (packages/shared/src/staff.ts). */
  role: Generated<string>;
  /** A staff member's branch; null for the owner. */
  branch: Generated<string | null>;
  /** TOTP secret (base32): pending until totp_enabled_at is set (migration 011). */
  totp_secret: Generated<string | null>;
  totp_enabled_at: Generated<string | null>;
  /** The last TOTP time step accepted, so a code works once. */
  totp_last_step: Generated<number | null>;
}

/** A staff member's one-time set-password link; only the token's hash is kept. */
export interface AdminInvitesTable {
  id: string;
  admin_id: string;
  token_hash: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** An admin's single-use two-factor recovery code, hashed. */
export interface AdminRecoveryCodesTable {
  id: string;
  admin_id: string;
  code_hash: string;
  used_at: string | null;
}

export interface AuditLogTable {
  id: string;
  at: string;
  actor_id: string;
  action: string;
  entity: string;
  entity_id: string;
  booking_id: string | null;
  car_id: string | null;
  /** JSON of the changed values; null for a creation (before) or a deletion (after). */
  before: string | null;
  after: string | null;
}

export interface CarsTable {
  id: string;
  name: string;
  brand: string;
  type: string;
  fuel: string;
  seats: number;
  transmission: string;
  price: number;
  rating: number;
  available: number;
  featured: number;
  /** JSON array of storage keys; each key has a large and a thumbnail WebP. */
  images: string;
  description: string;
  /** JSON array of strings. */
  features: string;
  registration_number: string;
  /**
   * Home branch (docs/product.md#cars): one of BRANCH_NAMES; the database defaults it to Boduppal.
   */
  branch: Generated<string>;
  /** docs/product.md#rate-plans: the optional plans; null where the car has none. */
  price_per_hour: number | null;
  min_hours: number | null;
  price_per_week: number | null;
  price_per_month: number | null;
  unlimited_km_per_day: number | null;
  /** null: GST_RATE_PERCENT and INVOICE_SAC. */
  gst_rate_percent: number | null;
  sac: string | null;
  created_at: string;
  updated_at: string;
  /** Deleted cars stay so their bookings keep reading (issue: deleting never breaks bookings). */
  deleted_at: string | null;
}

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
  /** docs/product.md#admin: the staff's note, apart from the renter's notes (migration 080). */
  staff_note: Generated<string>;
  /** docs/product.md#protection-plans: JSON BookingProtection as booked (migration 090). */
  protection: Generated<string | null>;
  created_at: string;
  updated_at: string;
}

export interface DateRulesTable {
  id: string;
  /** null: every car. */
  car_id: string | null;
  kind: string;
  label: string;
  percent: number;
  from_date: string | null;
  to_date: string | null;
  created_by: string;
  created_at: string;
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

/** docs/product.md#availability: a period during which the admin has taken a car out of service. */
export interface MaintenanceBlocksTable {
  id: string;
  car_id: string;
  /** Instants, ISO 8601 UTC, like bookings.pickup_at and return_at. */
  start_at: string;
  end_at: string;
  reason: string;
  created_at: string;
  /** The admin's e-mail. */
  created_by: string;
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

export interface OffersTable {
  id: string;
  image_url: string;
  created_at: string;
  /** A promo code the offer shows for the visitor to copy; null for none. */
  promo_code: Generated<string | null>;
}

/** docs/product.md#promo-codes: a code the owner made. */
export interface PromoCodesTable {
  id: string;
  code: string;
  /** percent or flat */
  kind: string;
  value: number;
  /** Kolkata dates, inclusive; null for no bound. */
  valid_from: string | null;
  valid_to: string | null;
  min_days: number;
  /** JSON list of car types; empty for every type. */
  car_types: string;
  /** JSON list of branches; empty for every branch. */
  branches: string;
  max_uses: number | null;
  uses: Generated<number>;
  once_per_renter: number;
  active: number;
  /** The admin's id. */
  created_by: string;
  created_at: string;
  updated_at: string;
}

/** One booking that used a code. */
export interface PromoRedemptionsTable {
  id: string;
  promo_code_id: string;
  booking_id: string;
  customer_id: string;
  once_per_renter: number;
  created_at: string;
}

export interface OtpsTable {
  mobile: string;
  purpose: string;
  code_hash: string;
  attempts: number;
  expires_at: string;
  created_at: string;
}

export interface IdempotencyKeysTable {
  customer_id: string;
  key: string;
  request_hash: string;
  status_code: number;
  response_body: string;
  created_at: string;
}

/** A value generated once and shared by every process (the signing secret). */
export interface SettingsTable {
  name: string;
  value: string;
  created_at: string;
}

/** An uploaded file, served under /uploads/<key>. */
export interface FilesTable {
  key: string;
  content_type: string;
  data: Buffer;
  /** Quoted, as sent in the ETag header. */
  etag: string;
  created_at: string;
}

/** One fixed window of one rate limit (docs/decisions/010-rate-limits-in-the-database.md). */
export interface RateLimitCountersTable {
  bucket: string;
  key: string;
  window_start: string;
  count: number;
  expires_at: string;
}

/** docs/product.md#messages: one text or e-mail in the durable outbox. */
export interface MessagesTable {
  id: string;
  booking_id: string | null;
  event: string;
  channel: string;
  recipient: string;
  subject: string;
  body: string;
  html: string | null;
  /**
   * A booking event's own figures (EventData as JSON): the message is rendered from the booking
   * when it is sent, and subject and body stay empty. Null: subject, body and html are the text.
   */
  data: string | null;
  event_key: string;
  due_at: string;
  /** pending, sending, sent, failed or cancelled. */
  state: string;
  attempts: number;
  last_error: string | null;
  claimed_by: string | null;
  claimed_at: string | null;
  sent_at: string | null;
  created_at: string;
  updated_at: string;
}

/** docs/product.md#handover-and-bill: the pickup or the return of a rental. */
export interface HandoversTable {
  id: string;
  booking_id: string;
  /** pickup or return */
  kind: string;
  at: string;
  odometer_km: number;
  /** One of FUEL_LEVELS. */
  fuel_level: string;
  damage_notes: string;
  /** 1 when the staff checked the original licence and ID at the counter (pickup). */
  documents_checked: number;
  /** JSON array of storage keys. */
  photos: string;
  /** 'admin:<e-mail>' */
  recorded_by: string;
  recorded_at: string;
}

/** The final bill of a returned rental, as computed then. */
export interface BillsTable {
  booking_id: string;
  /** JSON of the shared Bill. */
  bill: string;
  total: number;
  /** The bill less the rental: what the return added to what is due. */
  charges: number;
  created_at: string;
}

/** The last number given in each financial year's invoice series. */
export interface InvoiceSeriesTable {
  /** "26-27" */
  financial_year: string;
  last_sequence: number;
}

export interface InvoicesTable {
  id: string;
  booking_id: string;
  /** "HSD/26-27/0001" */
  number: string;
  financial_year: string;
  sequence: number;
  /** The business's GSTIN when it was made; null makes it a receipt. */
  gstin: string | null;
  gst_rate_percent: number;
  sac: string;
  issued_at: string;
  /** 1: the tax is split to the paisa (docs/product.md#handover-and-bill); 0: issued before, in rupees. */
  tax_in_paise: Generated<number>;
  /** The renter's GSTIN it was issued to (a business invoice); null for a consumer (migration 071). */
  renter_gstin: Generated<string | null>;
}

/** docs/product.md#after-the-trip: a charge added to a booking after its return. */
export interface ChargesTable {
  id: string;
  booking_id: string;
  /** One of CHARGE_TYPES. */
  type: string;
  amount: number;
  reference: string;
  note: string;
  /** 'admin:<e-mail>' */
  created_by: string;
  created_at: string;
  dispute_reason: string | null;
  disputed_at: string | null;
  /** upheld or waived; null until decided. */
  decision: string | null;
  decision_reason: string | null;
  decided_by: string | null;
  decided_at: string | null;
  /** The last UPI entry the renter sent for it (payments.id). */
  payment_id: string | null;
  /** Set when the deposit return took it from the deposit. */
  recovered_at: string | null;
  /** docs/product.md#protection-plans: why the plan's damage cap does not apply (migration 090). */
  cap_exclusion_reason: Generated<string | null>;
  /** What staff asked when the cap lowered a damage charge; null otherwise. */
  amount_asked: Generated<number | null>;
  /** docs/product.md#after-the-trip: the deposit set against it at the return (migration 110). */
  deposit_share: Generated<number | null>;
}

/** docs/product.md#damage-claims: the photos a damage charge cites (JSON array of cites). */
export interface ChargePhotoCitesTable {
  charge_id: string;
  cites: string;
}

/** An evidence file of a charge (private: served by its own authorised call). */
export interface ChargeFilesTable {
  id: string;
  charge_id: string;
  file_key: string;
  content_type: string;
  created_at: string;
}

/** A booking's deposit return, made due once on its day with the figures of then. */
export interface DepositReturnsTable {
  booking_id: string;
  deposit: number;
  charges_due: number;
  held_back: number;
  amount: number;
  /** 'YYYY-MM-DD' in Kolkata. */
  due_on: string;
  /** The deposit_refund entry to pay out; null when nothing is left to return. */
  payment_id: string | null;
  created_at: string;
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
}

/** docs/product.md#rental-agreement: each version of the terms (migration 050). */
export interface TermsVersionsTable {
  version: number;
  text: string;
  /** SHA-256 of the text, hex. */
  sha256: string;
  published_at: string;
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

export interface Database {
  customers: CustomersTable;
  customer_notes: CustomerNotesTable;
  admins: AdminsTable;
  admin_invites: AdminInvitesTable;
  admin_recovery_codes: AdminRecoveryCodesTable;
  audit_log: AuditLogTable;
  cars: CarsTable;
  bookings: BookingsTable;
  date_rules: DateRulesTable;
  booking_status_history: BookingStatusHistoryTable;
  maintenance_blocks: MaintenanceBlocksTable;
  offers: OffersTable;
  promo_codes: PromoCodesTable;
  promo_redemptions: PromoRedemptionsTable;
  documents: DocumentsTable;
  handovers: HandoversTable;
  bills: BillsTable;
  invoice_series: InvoiceSeriesTable;
  invoices: InvoicesTable;
  payments: PaymentsTable;
  otps: OtpsTable;
  idempotency_keys: IdempotencyKeysTable;
  settings: SettingsTable;
  files: FilesTable;
  rate_limit_counters: RateLimitCountersTable;
  messages: MessagesTable;
  delivery_settings: DeliverySettingsTable;
  delivery_pins: DeliveryPinsTable;
  delivery_days_off: DeliveryDaysOffTable;
  booking_deliveries: BookingDeliveriesTable;
  delivery_slot_claims: DeliverySlotClaimsTable;
  reviews: ReviewsTable;
  terms_versions: TermsVersionsTable;
  rental_agreements: RentalAgreementsTable;
  charges: ChargesTable;
  charge_files: ChargeFilesTable;
  charge_photo_cites: ChargePhotoCitesTable;
  deposit_returns: DepositReturnsTable;
  fastag_tolls: FastagTollsTable;
  debit_note_series: DebitNoteSeriesTable;
  debit_notes: DebitNotesTable;
  protection_plans: ProtectionPlansTable;
}

/** docs/product.md#protection-plans: the owner's plans (migration 090). */
export interface ProtectionPlansTable {
  id: string;
  name: string;
  price_per_day: number;
  damage_cap: number;
  /** 1 offered, 0 withdrawn (kept: bookings name it). */
  active: number;
  sort_order: number;
  created_at: string;
  updated_at: string;
}

/** docs/product.md#doorstep-delivery: a branch's deliveries or collections in one hour. */
export interface DeliverySettingsTable {
  branch: string;
  slots_per_hour: number;
  updated_at: string;
}

export interface DeliveryPinsTable {
  branch: string;
  pin: string;
  /** Whole rupees for one leg (a delivery or a collection). */
  fee: number;
}

export interface DeliveryDaysOffTable {
  branch: string;
  /** A Kolkata date, YYYY-MM-DD. */
  day: string;
}

/** A booking's pickup or return at the renter's address. */
export interface BookingDeliveriesTable {
  booking_id: string;
  /** 'pickup' (the car is brought) or 'return' (it is collected). */
  leg: string;
  branch: string;
  line: string;
  landmark: string;
  pin: string;
  lat: number | null;
  lng: number | null;
  fee: number;
  /** The instant of the pickup or return, ISO. */
  at: string;
  /** Its Kolkata hour, 'YYYY-MM-DDTHH'. */
  hour: string;
  /** 'scheduled', 'on_the_way' or 'done'. */
  state: Generated<string>;
  driver_id: string | null;
  updated_at: string;
}

/** One seat of a branch's hour, held by one leg (docs/decisions/025-delivery-slot-claims.md). */
export interface DeliverySlotClaimsTable {
  branch: string;
  hour: string;
  seat: number;
  booking_id: string;
  leg: string;
}

/** docs/product.md#fastag-statements: a toll of a FASTag statement matched to a booking. */
export interface FastagTollsTable {
  id: string;
  /** The bank's id of the transaction: unique, so a statement imported twice adds nothing. */
  transaction_id: string;
  booking_id: string;
  /** ISO 8601 instant of the toll. */
  at: string;
  plaza: string;
  /** As the statement wrote it. */
  registration: string;
  /** Whole rupees. */
  amount: number;
  /** 'proposed' until staff confirm it, then 'confirmed' with its charge. */
  status: string;
  charge_id: string | null;
  file_name: string;
  imported_by: string;
  imported_at: string;
}

/** docs/product.md#debit-notes: one counter per financial year ("26-27"). */
export interface DebitNoteSeriesTable {
  financial_year: string;
  last_sequence: number;
}

/** docs/product.md#debit-notes: a charge's debit note, "HSD/DN/2627/0001". */
export interface DebitNotesTable {
  charge_id: string;
  number: string;
  financial_year: string;
  sequence: number;
  issued_at: string;
}
