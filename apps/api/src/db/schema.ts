// Table types for Kysely. SQL names are snake_case; timestamps are ISO 8601 UTC strings and
// booleans are 0/1 integers so one set of queries runs on SQLite and PostgreSQL alike. Each
// area's tables are in db/schema/<area>.ts; Database names every table.

import type {
  AdminInvitesTable,
  AdminRecoveryCodesTable,
  AdminsTable,
  CustomerNotesTable,
  CustomersTable,
  OtpsTable,
  KnownDevicesTable,
} from './schema/accounts';
import type {
  CarsTable,
  DateRulesTable,
  MaintenanceBlocksTable,
  OffersTable,
  PromoCodesTable,
  PromoRedemptionsTable,
  ProtectionPlansTable,
} from './schema/fleet';
import type {
  BookingStatusHistoryTable,
  BookingsTable,
  DocumentsTable,
  PaymentsTable,
  RentalAgreementsTable,
  ReviewsTable,
  TermsVersionAuthorsTable,
  TermsVersionsTable,
} from './schema/bookings';
import type {
  BookingDeliveriesTable,
  DeliveryDaysOffTable,
  DeliveryPinsTable,
  DeliverySettingsTable,
  DeliverySlotClaimsTable,
} from './schema/delivery';
import type {
  BillsTable,
  ChargeFilesTable,
  ChargePhotoCitesTable,
  ChargesTable,
  DebitNoteSeriesTable,
  DebitNotesTable,
  DepositReturnsTable,
  FastagMappingsTable,
  FastagTollsTable,
  HandoversTable,
  InvoiceSeriesTable,
  InvoicesTable,
} from './schema/after-trip';
import type {
  AuditLogTable,
  FilesTable,
  IdempotencyKeysTable,
  MessagesTable,
  RateLimitCountersTable,
  SettingsTable,
} from './schema/platform';

export type * from './schema/accounts';
export type * from './schema/fleet';
export type * from './schema/bookings';
export type * from './schema/delivery';
export type * from './schema/after-trip';
export type * from './schema/platform';

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
  known_devices: KnownDevicesTable;
  messages: MessagesTable;
  delivery_settings: DeliverySettingsTable;
  delivery_pins: DeliveryPinsTable;
  delivery_days_off: DeliveryDaysOffTable;
  booking_deliveries: BookingDeliveriesTable;
  delivery_slot_claims: DeliverySlotClaimsTable;
  reviews: ReviewsTable;
  terms_versions: TermsVersionsTable;
  terms_version_authors: TermsVersionAuthorsTable;
  rental_agreements: RentalAgreementsTable;
  charges: ChargesTable;
  charge_files: ChargeFilesTable;
  charge_photo_cites: ChargePhotoCitesTable;
  deposit_returns: DepositReturnsTable;
  fastag_tolls: FastagTollsTable;
  fastag_mappings: FastagMappingsTable;
  debit_note_series: DebitNoteSeriesTable;
  debit_notes: DebitNotesTable;
  protection_plans: ProtectionPlansTable;
}
