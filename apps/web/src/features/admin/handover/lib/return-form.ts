import type { ExtraChargeKind, FuelLevel } from '@rental/shared/bill';
import { ReturnRecordSchema, type ReturnRecord } from '@rental/shared/handover';
import { ExtraChargeSchema } from '@rental/shared/bill';
import { issuesByField, wholeNumber } from './record-form';

export interface ChargeLineValues {
  kind: ExtraChargeKind | '';
  description: string;
  amount: string;
}

/** The return form as typed; photos are kept beside it. */
export interface ReturnFormValues {
  odometerKm: string;
  fuelLevel: FuelLevel | '';
  damageNotes: string;
  charges: ChargeLineValues[];
}

export const EMPTY_RETURN_FORM: ReturnFormValues = {
  odometerKm: '',
  fuelLevel: '',
  damageNotes: '',
  charges: [],
};

export const EMPTY_CHARGE_LINE: ChargeLineValues = { kind: '', description: '', amount: '' };

const toCharge = (line: ChargeLineValues) => ({
  kind: line.kind || undefined,
  description: line.description,
  amount: wholeNumber(line.amount),
});

export function parseReturnForm(
  values: ReturnFormValues,
):
  | { record: ReturnRecord; errors?: undefined }
  | { record?: undefined; errors: Record<string, string> } {
  const parsed = ReturnRecordSchema.safeParse({
    odometerKm: wholeNumber(values.odometerKm),
    fuelLevel: values.fuelLevel || undefined,
    damageNotes: values.damageNotes,
    charges: values.charges.map(toCharge),
  });
  if (parsed.success) return { record: parsed.data };
  return { errors: issuesByField(parsed.error) };
}

/**
 * What the bill preview is asked about while the staff type: the odometer once it reads a
 * whole number at least the pickup's, and only the charge lines that are complete. The bill
 * does not depend on the fuel level, so until one is chosen the pickup's stands in.
 */
export function previewRecord(
  values: ReturnFormValues,
  pickup: { odometerKm: number; fuelLevel: FuelLevel },
): ReturnRecord | null {
  const odometerKm = wholeNumber(values.odometerKm);
  if (!Number.isInteger(odometerKm) || odometerKm < pickup.odometerKm) return null;
  const charges = values.charges.flatMap((line) => {
    const charge = ExtraChargeSchema.safeParse(toCharge(line));
    return charge.success ? [charge.data] : [];
  });
  return {
    odometerKm,
    fuelLevel: values.fuelLevel || pickup.fuelLevel,
    damageNotes: '',
    charges,
  };
}
