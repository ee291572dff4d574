import { z } from 'zod';
import {
  CounterEntrySchema,
  PAYMENT_KINDS,
  PAYMENT_METHODS,
  PAYMENT_MESSAGES,
  type CounterEntry,
} from '@rental/shared/payments';

// The counter-entry form as typed (every field a string), checked by the same schema the server
// uses once the amount is a number and blank optional fields are left out.

export const EntryFormSchema = z
  .object({
    kind: z.enum(PAYMENT_KINDS, { error: PAYMENT_MESSAGES.kind }),
    method: z.enum(PAYMENT_METHODS, { error: PAYMENT_MESSAGES.method }),
    amount: z.string().trim().min(1, 'Enter the amount in rupees.'),
    reference: z.string(),
    note: z.string(),
  })
  .transform((v): CounterEntry => {
    const reference = v.reference.trim();
    const note = v.note.trim();
    return {
      kind: v.kind,
      method: v.method,
      // "30,000" and "₹ 30000" are the same amount; "1.5" stays fractional and is refused.
      amount: Number(v.amount.replace(/[₹,\s]/g, '')),
      ...(reference && { reference }),
      ...(note && { note }),
    };
  })
  .pipe(CounterEntrySchema);

export type EntryFormValues = z.input<typeof EntryFormSchema>;
export type EntryFormField = keyof EntryFormValues;
export const ENTRY_FORM_FIELDS: readonly EntryFormField[] = [
  'kind',
  'method',
  'amount',
  'reference',
  'note',
];

export const EMPTY_ENTRY: EntryFormValues = {
  kind: 'rental',
  method: 'cash',
  amount: '',
  reference: '',
  note: '',
};
