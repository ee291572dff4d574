import { MaintenanceBlockRequestSchema } from '@rental/shared/blocks';

// docs/product.md#availability: the add-block form. The shared schema the server applies judges the period (end after
// start, at most a year) and the reason; empty fields get their own words first.

export interface BlockFormValues {
  /** datetime-local values: Kolkata wall-clock time, 'YYYY-MM-DDTHH:mm'. */
  from: string;
  to: string;
  reason: string;
}

export type BlockField = keyof BlockFormValues;

export const EMPTY_BLOCK_FORM: BlockFormValues = { from: '', to: '', reason: '' };

const REQUIRED: Record<BlockField, string> = {
  from: 'Choose when the block starts.',
  to: 'Choose when the block ends.',
  reason: 'Reason is required.',
};

export function validateBlock(values: BlockFormValues): Partial<Record<BlockField, string>> {
  const errors: Partial<Record<BlockField, string>> = {};
  for (const field of Object.keys(REQUIRED) as BlockField[]) {
    if (!values[field].trim()) errors[field] = REQUIRED[field];
  }
  const parsed = MaintenanceBlockRequestSchema.safeParse(values);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as BlockField;
      if (field in REQUIRED && !errors[field]) errors[field] = issue.message;
    }
  }
  return errors;
}
