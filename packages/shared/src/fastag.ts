import { z } from 'zod';

// docs/product.md#fastag-statements: the bank's FASTag statement (CSV) uploaded by staff, its
// rows matched to bookings and proposed as toll charges, confirmed in one step.

/** Upper bound of the uploaded text: a month of a large fleet's tolls is far below it. */
export const FASTAG_CSV_MAX_CHARS = 500_000;
export const FASTAG_MAX_ROWS = 5_000;
export const FASTAG_BANK_MAX_CHARS = 60;
export const FASTAG_HEADER_MAX_CHARS = 100;

/** The five columns, each with the header names banks use for it (compared without case, spaces or punctuation). */
export const FASTAG_COLUMNS = {
  transactionId: ['transactionid', 'txnid', 'transactionno', 'transactionnumber', 'txnno'],
  at: ['dateandtime', 'datetime', 'transactiondatetime', 'transactiondate', 'txndatetime'],
  plaza: ['plaza', 'plazaname', 'tollplaza', 'tollplazaname'],
  registration: [
    'vehicleregistration',
    'registration',
    'registrationnumber',
    'vehicleno',
    'vehiclenumber',
    'vehicleregno',
    'regno',
  ],
  amount: ['amount', 'amountrs', 'amountinr', 'tollamount', 'debit', 'debitamount'],
} as const;
export type FastagColumn = keyof typeof FASTAG_COLUMNS;

/** A header name as compared: without case, spaces or punctuation ("Amount (Rs)" is "amountrs"). */
export const fastagHeaderKey = (header: string) => header.toLowerCase().replace(/[^a-z0-9]/g, '');

export const FASTAG_COLUMN_LABELS: Record<FastagColumn, string> = {
  transactionId: 'transaction id',
  at: 'date and time',
  plaza: 'plaza',
  registration: 'vehicle registration',
  amount: 'amount',
};

export const FASTAG_MESSAGES = {
  empty: 'The statement is empty: upload the CSV file from your bank.',
  tooLarge: `The statement is too large: upload at most ${FASTAG_MAX_ROWS} rows at a time.`,
  missingColumn: (label: string) =>
    `The statement has no "${label}" column. Upload the CSV with a header row.`,
  badCsv: (line: number) => `Line ${line} is not valid CSV. Check the quotes and the commas.`,
  badTransactionId: (line: number) => `Line ${line}: the transaction id is missing.`,
  badDate: (line: number) =>
    `Line ${line}: the date and time must read like 2026-11-20 14:30 or 20/11/2026 14:30.`,
  badAmount: (line: number) => `Line ${line}: the amount must be whole rupees above 0.`,
  badRegistration: (line: number) => `Line ${line}: the vehicle registration is missing.`,
  nothingChosen: 'Choose at least one toll to confirm.',
  importedMeanwhile:
    'The same transactions were imported meanwhile. Upload the statement again to see what is left.',
  notProposed: 'One of the chosen tolls is no longer waiting to be confirmed. Reload the list.',
  bankMissing: "Enter the bank's name.",
  bankTooLong: `The bank's name can be at most ${FASTAG_BANK_MAX_CHARS} characters.`,
  headerMissing: (label: string) => `Choose the column that holds the ${label}.`,
  headerTooLong: `A column name can be at most ${FASTAG_HEADER_MAX_CHARS} characters.`,
  headerTwice: 'This column is chosen for another field too.',
  unknownBank: 'No columns are saved for this bank. Choose it again, or "Other bank".',
  mappingNotFound: "This bank's columns are no longer saved. Reload the list.",
  mappingDeleted: "The bank's columns are deleted.",
  mappingChanged: "This bank's columns were changed meanwhile. Save them again.",
  mapColumns: 'Choose which column holds each field, then save: the statement is imported again.',
} as const;

/** Why a row of the statement did not become a proposed toll. */
export const FASTAG_UNMATCHED_REASONS = {
  unknownCar: 'No car of the fleet has this registration.',
  noBooking: 'The car had no completed booking at that time.',
  notReturned: 'The booking at that time is not completed yet: import the statement again later.',
  windowClosed: 'The booking was returned too long ago to add a charge.',
  otherBranch: 'The booking belongs to another branch.',
  duplicate: 'This transaction was imported before.',
  repeatedInFile: 'This transaction appears twice in the statement.',
} as const;
export type FastagUnmatchedReason = keyof typeof FASTAG_UNMATCHED_REASONS;

export const FastagImportRequestSchema = z.object({
  fileName: z.string().trim().max(200).default(''),
  csv: z.string().max(FASTAG_CSV_MAX_CHARS, FASTAG_MESSAGES.tooLarge),
  bank: z
    .string()
    .trim()
    .max(FASTAG_BANK_MAX_CHARS, FASTAG_MESSAGES.bankTooLong)
    .optional()
    .describe("A saved mapping's bank: its column names are used instead of the usual ones"),
});
export type FastagImportRequest = z.input<typeof FastagImportRequestSchema>;

/** Bank names compare trimmed and without case: "HDFC Bank" and " hdfc bank" are one bank. */
export const fastagBankKey = (bank: string) => bank.trim().toLowerCase();

const headerOf = (column: FastagColumn) =>
  z
    .string()
    .trim()
    .min(1, FASTAG_MESSAGES.headerMissing(FASTAG_COLUMN_LABELS[column]))
    .max(FASTAG_HEADER_MAX_CHARS, FASTAG_MESSAGES.headerTooLong);

/** The header name, in the bank's file, of each of the five columns. */
export const FastagMappingColumnsSchema = z.object({
  transactionId: headerOf('transactionId'),
  at: headerOf('at'),
  plaza: headerOf('plaza'),
  registration: headerOf('registration'),
  amount: headerOf('amount'),
});
export type FastagMappingColumns = z.infer<typeof FastagMappingColumnsSchema>;

/** POST /api/admin/fastag/mappings: saves a bank's columns, replacing the ones saved before. */
export const FastagMappingInputSchema = z
  .object({
    bank: z
      .string()
      .trim()
      .min(1, FASTAG_MESSAGES.bankMissing)
      .max(FASTAG_BANK_MAX_CHARS, FASTAG_MESSAGES.bankTooLong),
    columns: FastagMappingColumnsSchema,
  })
  .superRefine(({ columns }, ctx) => {
    // One column holds one field: a second field naming a header already chosen (compared as
    // the import compares them) is refused.
    const seen = new Set<string>();
    for (const column of Object.keys(FASTAG_COLUMNS) as FastagColumn[]) {
      const name = fastagHeaderKey(columns[column]);
      if (seen.has(name)) {
        ctx.addIssue({
          code: 'custom',
          message: FASTAG_MESSAGES.headerTwice,
          path: ['columns', column],
        });
      }
      seen.add(name);
    }
  });
export type FastagMappingInput = z.input<typeof FastagMappingInputSchema>;

export const FastagMappingSchema = z.object({
  id: z.string(),
  bank: z.string(),
  columns: FastagMappingColumnsSchema,
  /** The name of the admin account that saved it last; empty when the account is gone. */
  savedBy: z.string(),
  /** ISO 8601 instant. */
  savedAt: z.string(),
});
export type FastagMapping = z.infer<typeof FastagMappingSchema>;
export const FastagMappingListSchema = z.array(FastagMappingSchema);

export const FastagProposedTollSchema = z.object({
  id: z.string(),
  transactionId: z.string(),
  /** ISO 8601 instant of the toll. */
  at: z.string(),
  plaza: z.string(),
  registration: z.string(),
  amount: z.number().int(),
  bookingId: z.string(),
  carName: z.string(),
  customerName: z.string(),
  branch: z.string(),
});
export type FastagProposedToll = z.infer<typeof FastagProposedTollSchema>;

export const FastagUnmatchedRowSchema = z.object({
  line: z.number().int(),
  transactionId: z.string(),
  at: z.string(),
  plaza: z.string(),
  registration: z.string(),
  amount: z.number().int(),
  reason: z.enum(
    Object.keys(FASTAG_UNMATCHED_REASONS) as [FastagUnmatchedReason, ...FastagUnmatchedReason[]],
  ),
  /** The reason as staff read it. */
  reasonText: z.string(),
});
export type FastagUnmatchedRow = z.infer<typeof FastagUnmatchedRowSchema>;

export const FastagImportResultSchema = z.object({
  rows: z.number().int(),
  /** Added by this import, waiting to be confirmed. */
  proposed: z.array(FastagProposedTollSchema),
  unmatched: z.array(FastagUnmatchedRowSchema),
});
export type FastagImportResult = z.infer<typeof FastagImportResultSchema>;

export const FastagProposedListSchema = z.array(FastagProposedTollSchema);

export const FastagConfirmSchema = z.object({
  ids: z.array(z.string()).min(1, FASTAG_MESSAGES.nothingChosen).max(FASTAG_MAX_ROWS),
});

export const FastagConfirmResultSchema = z.object({
  confirmed: z.number().int(),
  chargeIds: z.array(z.string()),
});
