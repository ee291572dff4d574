import type { BranchName } from '@rental/shared/business';
import { monthPeriod } from '@rental/shared/reports';

// The period the reports screen asks for: a preset month or days of the owner's choosing.

export const PERIOD_PRESETS = [
  { value: 'this-month', label: 'This month' },
  { value: 'last-month', label: 'Last month' },
  { value: 'custom', label: 'Custom' },
] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number]['value'];

export interface ReportPeriod {
  from: string;
  to: string;
  /** '' for every branch. */
  branch: BranchName | '';
}

/** The days of a preset, given today's Kolkata date; a custom period keeps what it had. */
export function presetDays(preset: PeriodPreset, today: string, current: ReportPeriod) {
  if (preset === 'this-month') return monthPeriod(today, 0);
  if (preset === 'last-month') return monthPeriod(today, -1);
  return { from: current.from, to: current.to };
}
