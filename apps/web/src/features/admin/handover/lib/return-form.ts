import type { ExtraChargeKind, FuelLevel } from '@rental/shared/bill';
import { ReturnRecordSchema, type ReturnRecord } from '@rental/shared/handover';
import { ExtraChargeSchema } from '@rental/shared/bill';
import { capDamageLines } from '@rental/shared/damage-cap';
import { PHOTO_MESSAGES } from '@rental/shared/handover-photos';
import { PROTECTION_MESSAGES } from '@rental/shared/protection';
import { issuesByField, wholeNumber } from './record-form';

export interface ChargeLineValues {
  kind: ExtraChargeKind | '';
  description: string;
  amount: string;
  /** The photos of this return a damage line cites (docs/product.md#condition-photos). */
  photos: string[];
}

/** The return form as typed; photos are kept beside it. */
export interface ReturnFormValues {
  odometerKm: string;
  fuelLevel: FuelLevel | '';
  damageNotes: string;
  charges: ChargeLineValues[];
  /** docs/product.md#protection-plans: the plan's cap does not apply, for the reason given. */
  excludeFromCap: boolean;
  exclusionReason: string;
}

export const EMPTY_RETURN_FORM: ReturnFormValues = {
  odometerKm: '',
  fuelLevel: '',
  damageNotes: '',
  charges: [],
  excludeFromCap: false,
  exclusionReason: '',
};

export const EMPTY_CHARGE_LINE: ChargeLineValues = {
  kind: '',
  description: '',
  amount: '',
  photos: [],
};

const toCharge = (line: ChargeLineValues) => ({
  kind: line.kind || undefined,
  description: line.description,
  amount: wholeNumber(line.amount),
  photos: line.photos,
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
    damageCapExclusion: exclusionOf(values),
  });
  const errors = parsed.success ? {} : issuesByField(parsed.error);
  if (values.excludeFromCap && !values.exclusionReason.trim()) {
    errors.exclusionReason = PROTECTION_MESSAGES.exclusionReason;
  }
  values.charges.forEach((line, i) => {
    if (line.kind === 'damage' && line.photos.length === 0) {
      errors[`charges.${i}.photos`] ??= PHOTO_MESSAGES.damageNeedsPhoto;
    }
  });
  if (parsed.success && Object.keys(errors).length === 0) return { record: parsed.data };
  return { errors };
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
    return charge.success ? [{ ...charge.data, photos: line.photos }] : [];
  });
  return {
    odometerKm,
    fuelLevel: values.fuelLevel || pickup.fuelLevel,
    damageNotes: '',
    charges,
    ...(values.excludeFromCap && { damageCapExclusion: exclusionOf(values) }),
  };
}

/** The reason sent as the return's exclusion; empty (the cap applies) unless the box is ticked. */
function exclusionOf(values: ReturnFormValues): string {
  return values.excludeFromCap ? values.exclusionReason : '';
}

/**
 * What the plan's cap leaves before each charge line (null on lines that are not damage), the
 * earlier damage lines counted as the server caps them (docs/product.md#protection-plans).
 */
export function capLeftBefore(
  charges: readonly ChargeLineValues[],
  cap: number,
): (number | null)[] {
  const damage = charges.filter((line) => line.kind === 'damage');
  const amounts = damage.map((line) => wholeNumber(line.amount) || 0);
  const capped = capDamageLines(amounts, { cap, charged: 0, excluded: false });
  let charged = 0;
  return charges.map((line) => {
    if (line.kind !== 'damage') return null;
    const left = Math.max(0, cap - charged);
    charged += capped[damage.indexOf(line)]!.amount;
    return left;
  });
}
