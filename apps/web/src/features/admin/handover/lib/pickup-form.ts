import { AgreementRequestSchema, type AgreementRequest } from '@rental/shared/agreement';
import { PASSPORT_CASH_DEPOSIT_RUPEES } from '@rental/shared/constants';
import type { FuelLevel } from '@rental/shared/bill';
import { PickupRecordSchema, type PickupRecord } from '@rental/shared/handover';
import type { PaymentMethod } from '@rental/shared/payments';
import { issuesByField, wholeNumber } from './record-form';

/** The pickup form as typed; photos are kept beside it. */
export interface PickupFormValues {
  odometerKm: string;
  fuelLevel: FuelLevel | '';
  damageNotes: string;
  documentsChecked: boolean;
  depositTaken: boolean;
  depositAmount: string;
  depositMethod: PaymentMethod | '';
  /** Why the car goes out on another day than booked; asked only then. */
  offDayReason: string;
  /** Why the car goes out without the renter's accepted agreement. */
  noAgreementReason: string;
}

export const EMPTY_PICKUP_FORM: PickupFormValues = {
  odometerKm: '',
  fuelLevel: '',
  damageNotes: '',
  documentsChecked: false,
  depositTaken: false,
  depositAmount: String(PASSPORT_CASH_DEPOSIT_RUPEES),
  depositMethod: 'cash',
  offDayReason: '',
  noAgreementReason: '',
};

/** The server's field names for the deposit, and the form's. */
const FORM_FIELD: Record<string, keyof PickupFormValues> = {
  'deposit.amount': 'depositAmount',
  'deposit.method': 'depositMethod',
};

export const PICKUP_FIELDS: readonly (keyof PickupFormValues)[] = [
  'odometerKm',
  'fuelLevel',
  'damageNotes',
  'documentsChecked',
  'depositAmount',
  'depositMethod',
  'offDayReason',
  'noAgreementReason',
];

/** A field the server names, as the form names it. */
export function pickupFormField(serverField: string): string {
  return FORM_FIELD[serverField] ?? serverField;
}

export function toPickupRecord(values: PickupFormValues): unknown {
  return {
    odometerKm: wholeNumber(values.odometerKm),
    fuelLevel: values.fuelLevel || undefined,
    damageNotes: values.damageNotes,
    documentsChecked: values.documentsChecked,
    deposit: values.depositTaken
      ? { amount: wholeNumber(values.depositAmount), method: values.depositMethod || undefined }
      : null,
    offDayReason: values.offDayReason,
    noAgreementReason: values.noAgreementReason,
  };
}

/** The record to send, or the form's errors in the shared schema's words. */
export function parsePickupForm(
  values: PickupFormValues,
):
  | { record: PickupRecord; errors?: undefined }
  | { record?: undefined; errors: Record<string, string> } {
  const parsed = PickupRecordSchema.safeParse(toPickupRecord(values));
  if (parsed.success) return { record: parsed.data };
  const errors: Record<string, string> = {};
  for (const [field, message] of Object.entries(issuesByField(parsed.error))) {
    errors[pickupFormField(field)] = message;
  }
  return { errors };
}

/** What the renter's agreement is asked with: the readings so far, or what is missing. */
export function agreementReadings(values: PickupFormValues): AgreementRequest | string {
  const parsed = AgreementRequestSchema.safeParse({
    odometerKm: wholeNumber(values.odometerKm),
    fuelLevel: values.fuelLevel || undefined,
    damageNotes: values.damageNotes,
    depositAmount: values.depositTaken ? wholeNumber(values.depositAmount) : null,
  });
  return parsed.success ? parsed.data : parsed.error.issues[0]!.message;
}
