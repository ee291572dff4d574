import {
  BookingFieldsSchema,
  scheduleIssues,
  type BookingFields,
  type BookingRequest,
} from '@rental/shared/bookings';
import { DEFAULT_COUNTRY, MAX_BOOKING_LEAD_DAYS } from '@rental/shared/constants';
import { addDays, todayInKolkata } from '@rental/shared/kolkata-time';
import type { KmPlan } from '@rental/shared/pricing/rate-card';

// docs/product.md#screens and #booking: the six steps of the booking form and what each must hold before Next.

export type BookingFormValues = Record<Exclude<keyof BookingFields, 'country'>, string>;
export type BookingField = keyof BookingFormValues;

/** The id of a field's control (labels, errors and focus use it). */
export const fieldId = (name: BookingField) => `booking-${name}`;

/**
 * The fields of each step, by step id: Next validates them before leaving the step, and a
 * server's reason about one leads back to its step. The order of the steps is the wizard's
 * (components/wizard-steps.tsx).
 */
export const STEP_FIELDS = {
  details: ['customerName', 'customerEmail', 'customerPhone'],
  address: ['address', 'city', 'state', 'pinCode'],
  licence: ['dateOfBirth', 'driverLicenseNumber', 'dlIssuedState'],
  schedule: [
    'pickupDate',
    'pickupTime',
    'returnDate',
    'returnTime',
    'purpose',
    'destination',
    'originalDocumentsSubmitted',
  ],
  notes: ['notes'],
  summary: [],
} as const satisfies Record<string, readonly BookingField[]>;

export type StepId = keyof typeof STEP_FIELDS;

/**
 * docs/product.md#booking (step gating): the required fields, each with its reason. Only these
 * are checked: name and phone come read-only from the profile, and the notes are optional.
 */
const REQUIRED: Partial<Record<BookingField, string>> = {
  customerEmail: 'E-mail is required.',
  address: 'Full address is required.',
  city: 'City is required.',
  state: 'State is required.',
  pinCode: 'PIN code is required.',
  dateOfBirth: 'Date of birth is required.',
  driverLicenseNumber: 'Licence number is required.',
  dlIssuedState: 'Licence issuing state is required.',
  pickupDate: 'Pickup date is required.',
  pickupTime: 'Pickup time is required.',
  returnDate: 'Return date is required.',
  returnTime: 'Return time is required.',
  purpose: 'Purpose is required.',
  destination: 'Destination is required.',
  originalDocumentsSubmitted: 'Choose the original documents you will bring.',
};

export const EMPTY_BOOKING: BookingFormValues = {
  customerName: '',
  customerEmail: '',
  customerPhone: '',
  address: '',
  city: '',
  state: '',
  pinCode: '',
  dateOfBirth: '',
  driverLicenseNumber: '',
  dlIssuedState: '',
  pickupDate: '',
  pickupTime: '',
  returnDate: '',
  returnTime: '',
  purpose: '',
  destination: '',
  originalDocumentsSubmitted: '',
  notes: '',
};

type Issues = Partial<Record<BookingField, string>>;

function fieldIssues(values: BookingFormValues, fields: readonly BookingField[]): Issues {
  const issues: Issues = {};
  for (const field of fields) {
    const value = values[field] ?? '';
    const required = REQUIRED[field];
    if (required && !value.trim()) {
      issues[field] = required;
      continue;
    }
    const result = BookingFieldsSchema.shape[field].safeParse(value);
    if (!result.success) issues[field] = result.error.issues[0]?.message ?? 'Check this field.';
  }
  return issues;
}

/** field -> reason for one step; empty when the step may be left with Next. */
export function validateStep(values: BookingFormValues, step: StepId, now = new Date()): Issues {
  const fields: readonly BookingField[] = STEP_FIELDS[step];
  const issues = fieldIssues(
    values,
    fields.filter((field) => REQUIRED[field]),
  );
  const today = todayInKolkata(now);

  if (step === 'licence' && !issues.dateOfBirth) {
    // docs/product.md#booking: the renter must be 21 on the PICKUP date, which is chosen on the next step.
    // Here only a date of birth that cannot reach 21 by the latest allowed pickup (or is not a
    // real one) is refused; the schedule step checks the real rule.
    const latestPickup = addDays(today, MAX_BOOKING_LEAD_DAYS);
    const age = scheduleIssues(
      { dateOfBirth: values.dateOfBirth, pickupDate: latestPickup },
      now,
    ).dateOfBirth;
    if (age) issues.dateOfBirth = age;
  }

  if (step === 'schedule') {
    // Only fields that are well formed take part in the date rules.
    const ok = (f: BookingField) => (issues[f] ? undefined : values[f]);
    const schedule = scheduleIssues(
      {
        pickupDate: ok('pickupDate'),
        pickupTime: ok('pickupTime'),
        returnDate: ok('returnDate'),
        returnTime: ok('returnTime'),
        dateOfBirth: values.dateOfBirth || undefined,
      },
      now,
    );
    for (const field of ['pickupDate', 'pickupTime', 'returnDate', 'returnTime'] as const) {
      const message = schedule[field];
      if (!message || issues[field]) continue;
      // "Return must be after pickup" belongs beside the return date when that is the earlier one.
      const target =
        field === 'returnTime' && values.returnDate && values.returnDate < values.pickupDate
          ? 'returnDate'
          : field;
      issues[target] ??= message;
    }
    if (schedule.dateOfBirth && !issues.pickupDate) issues.pickupDate = schedule.dateOfBirth;
  }
  return issues;
}

/** Every step's checks at once (the final submit). */
export function validateBooking(values: BookingFormValues, now = new Date()): Issues {
  const all: Issues = {};
  for (const step of Object.keys(STEP_FIELDS) as StepId[])
    Object.assign(all, validateStep(values, step, now));
  return all;
}

/** The step that shows a field; the summary for a field no step shows. */
export function stepOfField(field: string): StepId {
  const steps = Object.keys(STEP_FIELDS) as StepId[];
  return (
    steps.find((step) => (STEP_FIELDS[step] as readonly string[]).includes(field)) ?? 'summary'
  );
}

/** The request body: the fields normalised by the shared schema, the car, km plan and any code. */
export function toBookingRequest(
  values: BookingFormValues,
  carId: string,
  kmPlan: KmPlan,
  promoCode?: string,
): BookingRequest {
  const fields = BookingFieldsSchema.parse({ ...values, country: DEFAULT_COUNTRY });
  return { ...fields, carId, kmPlan, ...(promoCode ? { promoCode } : {}) };
}
