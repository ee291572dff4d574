import { useMemo } from 'react';
import type { FuelLevel } from '@rental/shared/bill';
import type { ReturnRecord } from '@rental/shared/handover';
import { useBillPreview } from '../api/preview-bill';
import { previewRecord, type ReturnFormValues } from '../lib/return-form';
import { useDebouncedValue } from '@/lib/use-debounced-value';

/** Long enough to skip the keystrokes of one reading, short enough to feel live. */
const PREVIEW_DELAY_MS = 400;

export interface LiveBillInput {
  bookingId: string;
  values: ReturnFormValues;
  pickup: { odometerKm: number; fuelLevel: FuelLevel };
}

/**
 * The server's bill for the return form as it stands, asked once typing pauses. The record is
 * compared as text, so a re-render with the same readings asks nothing new.
 */
export function useLiveBill({ bookingId, values, pickup }: LiveBillInput) {
  const now = JSON.stringify(previewRecord(values, pickup));
  const settled = useDebouncedValue(now, PREVIEW_DELAY_MS);
  const record = useMemo(() => JSON.parse(settled) as ReturnRecord | null, [settled]);
  const bill = useBillPreview(bookingId, record);
  return { record, bill, settling: settled !== now };
}
