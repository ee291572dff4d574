import type { AuditEntry } from '@rental/shared/audit';
import { formatRupees } from '@rental/shared/rental';
import { formatDateTime } from '@/features/admin/shell/lib/format';

// docs/product.md#audit-log: an audit entry in plain words: what was done, and each changed
// field as "label: before → after".

const ACTIONS: Record<string, string> = {
  'car.create': 'added a car',
  'car.update': 'edited a car',
  'car.availability': 'changed a car’s availability',
  'car.delete': 'deleted a car',
  'offer.create': 'added an offer',
  'offer.delete': 'removed an offer',
  'maintenance_block.create': 'took a car out of service',
  'maintenance_block.delete': 'removed a maintenance block',
  'booking.status': 'changed a booking’s status',
  'booking.update': 'edited a booking',
  'booking.branch': 'moved a booking with its car',
  'payment.record': 'recorded a payment',
  'payment.decide': 'decided on a payment',
  'handover.pickup': 'handed a car over',
  'handover.return': 'took a car back',
  'agreement.request': 'texted a renter the agreement code',
  'agreement.accept': 'recorded a renter’s acceptance of the agreement',
  'document.approve': 'approved a document',
  'document.reject': 'rejected a document',
  'message.resend': 'sent a message again',
  'fastag_mapping.create': 'saved a bank’s FASTag columns',
  'fastag_mapping.update': 'changed a bank’s FASTag columns',
  'fastag_mapping.delete': 'deleted a bank’s FASTag columns',
};

const LABELS: Record<string, string> = {
  price: 'Price per day',
  registrationNumber: 'Registration number',
  pickupLocation: 'Pickup location',
  gasTankReading: 'Gas tank reading',
  odometerKm: 'Odometer (km)',
  fuelLevel: 'Fuel',
  damageNotes: 'Damage notes',
  documentsChecked: 'Documents checked at the counter',
  noAgreementReason: 'Reason for no rental agreement',
  billTotal: 'Bill total',
  invoiceNumber: 'Invoice number',
  imageUrl: 'Image address',
  reason: 'Reason',
  state: 'Delivery',
  acceptedBy: 'Accepted by',
  otpChecked: 'Code from the renter’s text checked',
  termsSha256: 'Terms SHA-256',
};

/** Who accepted an agreement, stored as "customer:<id>": the renter of the entry's booking. */
const RENTER_ACCOUNT = /^customer:[0-9a-f-]{36}$/i;

const MONEY = new Set(['price', 'amount', 'billTotal', 'discount']);
const INSTANTS = new Set(['from', 'to', 'at']);
/** Any stored instant ("…T…Z"), whatever the field's name, is shown in India time. */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/** 'promo_code.create' → 'promo code: create'; 'damageNotes' → 'Damage notes'. */
function words(name: string): string {
  const spaced = name
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[_.]/g, ' ')
    .toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

export function describeAction(action: string): string {
  if (ACTIONS[action]) return ACTIONS[action];
  const [entity = action, verb] = action.split('.');
  return verb ? `${verb} ${words(entity).toLowerCase()}` : words(action).toLowerCase();
}

export function fieldLabel(field: string): string {
  return LABELS[field] ?? words(field);
}

/** Internal ids say nothing to a person; the sentence names what they point at. */
const isInternalId = (field: string) => field === 'id' || field.endsWith('Id');

/** A stored value as the owner reads it; null and '' are "empty". */
export function formatValue(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return 'empty';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return MONEY.has(field) ? formatRupees(value) : String(value);
  if (Array.isArray(value)) {
    if (field === 'images') return `${value.length} ${value.length === 1 ? 'image' : 'images'}`;
    return value.length ? value.map(String).join(', ') : 'none';
  }
  if (typeof value === 'string') {
    if (RENTER_ACCOUNT.test(value)) return 'The renter';
    return INSTANTS.has(field) || ISO_INSTANT.test(value) ? formatDateTime(value) : value;
  }
  if (typeof value === 'object') {
    // A nested record (a date rule, say) as "Label: value; …", never as raw JSON.
    return Object.entries(value as Record<string, unknown>)
      .filter(([key]) => !isInternalId(key))
      .map(([key, inner]) => `${fieldLabel(key)}: ${formatValue(key, inner)}`)
      .join('; ');
  }
  return String(value);
}

export interface FieldChange {
  field: string;
  label: string;
  /** Undefined for a created record's field. */
  before?: string;
  /** Undefined for a deleted record's field. */
  after?: string;
}

/** Each field the entry holds, with its value before and after in words. */
export function fieldChanges(entry: Pick<AuditEntry, 'before' | 'after'>): FieldChange[] {
  const fields = [...Object.keys(entry.after ?? {}), ...Object.keys(entry.before ?? {})];
  return [...new Set(fields)]
    .filter((field) => !isInternalId(field))
    .map((field) => ({
      field,
      label: fieldLabel(field),
      before:
        entry.before && field in entry.before ? formatValue(field, entry.before[field]) : undefined,
      after:
        entry.after && field in entry.after ? formatValue(field, entry.after[field]) : undefined,
    }));
}

/** Who made the change: the account's name, else its e-mail. */
export function actorName(actor: AuditEntry['actor']): string {
  return actor.name || actor.email || 'A removed account';
}
