import { parse } from 'csv-parse/sync';
import { ERROR_CODES } from '@rental/shared/api-error';
import {
  FASTAG_COLUMN_LABELS,
  FASTAG_COLUMNS,
  FASTAG_HEADER_MAX_CHARS,
  FASTAG_MAX_ROWS,
  FASTAG_MESSAGES,
  fastagHeaderKey,
  type FastagColumn,
  type FastagMappingColumns,
} from '@rental/shared/fastag';
import { KOLKATA_OFFSET, toKolkataDate } from '@rental/shared/kolkata-time';
import { AppError, ValidationError } from '../../errors';

// docs/product.md#fastag-statements: reads the bank's statement. Any row that cannot be read
// refuses the whole file with its line, so nothing of a broken file is half imported.

export interface StatementRow {
  /** The line of the file, 1 being the header. */
  line: number;
  transactionId: string;
  /** ISO 8601 instant. */
  at: string;
  plaza: string;
  registration: string;
  amount: number;
}

const refuse = (message: string) => new ValidationError(message, { csv: message });

/** The most header names a 422 lists: a statement has a handful, a broken file may have many. */
const MAX_LISTED_COLUMNS = 50;

/**
 * A header row without a column for a field: 422 with the file's header names, so staff can
 * say which holds what (docs/product.md#fastag-statements).
 */
function unknownColumns(column: FastagColumn, header: string[]): AppError {
  const message = FASTAG_MESSAGES.missingColumn(FASTAG_COLUMN_LABELS[column]);
  const names = [...new Set(header.map((h) => h.slice(0, FASTAG_HEADER_MAX_CHARS)))];
  return new AppError(
    422,
    ERROR_CODES.fastagUnknownColumns,
    message,
    { csv: message },
    undefined,
    names.filter(Boolean).slice(0, MAX_LISTED_COLUMNS),
  );
}

/**
 * Which column holds each field: the bank's saved header names when given, else the names banks
 * usually write; both compared without case, spaces or punctuation.
 */
function columnsOf(header: string[], mapping?: FastagMappingColumns): Record<FastagColumn, number> {
  const names = header.map(fastagHeaderKey);
  const found = {} as Record<FastagColumn, number>;
  for (const column of Object.keys(FASTAG_COLUMNS) as FastagColumn[]) {
    const wanted: readonly string[] = mapping
      ? [fastagHeaderKey(mapping[column])]
      : FASTAG_COLUMNS[column];
    const index = names.findIndex((n) => wanted.includes(n));
    if (index < 0) throw unknownColumns(column, header);
    found[column] = index;
  }
  return found;
}

/** Bank statements are in Indian time: 2026-11-20 14:30[:05] or 20/11/2026 14:30[:05]. */
export function statementInstant(text: string): string | null {
  const iso = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/.exec(text);
  const indian = /^(\d{2})[/-](\d{2})[/-](\d{4}) (\d{2}):(\d{2})(?::(\d{2}))?$/.exec(text);
  let parts: string[];
  if (iso) parts = [iso[1]!, iso[2]!, iso[3]!, iso[4]!, iso[5]!, iso[6] ?? '00'];
  else if (indian) {
    parts = [indian[3]!, indian[2]!, indian[1]!, indian[4]!, indian[5]!, indian[6] ?? '00'];
  } else return null;
  const [y, mo, d, h, mi, s] = parts as [string, string, string, string, string, string];
  if (Number(h) > 23 || Number(mi) > 59 || Number(s) > 59) return null;
  const date = `${y}-${mo}-${d}`;
  const instant = new Date(`${date}T${h}:${mi}:${s}${KOLKATA_OFFSET}`);
  // Refuses a day the parser would roll over (31/11 becoming 1 December).
  if (Number.isNaN(instant.getTime()) || toKolkataDate(instant) !== date) return null;
  return instant.toISOString();
}

/** Whole rupees: '105', '105.00', '₹1,050', 'Rs 75'; paise other than .00 are refused. */
export function statementAmount(text: string): number | null {
  const bare = text.replace(/^(₹|rs\.?|inr)\s*/i, '').replace(/,/g, '');
  if (!/^\d{1,7}(\.0{1,2})?$/.test(bare)) return null;
  const amount = Math.round(Number(bare));
  return amount > 0 ? amount : null;
}

export function readStatement(csv: string, mapping?: FastagMappingColumns): StatementRow[] {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(csv, {
      bom: true,
      skip_empty_lines: true,
      trim: true,
      info: true,
    }) as unknown as typeof records;
  } catch (error) {
    const line = (error as { lines?: number }).lines ?? 1;
    throw refuse(FASTAG_MESSAGES.badCsv(line));
  }
  if (records.length < 2) throw refuse(FASTAG_MESSAGES.empty);
  if (records.length - 1 > FASTAG_MAX_ROWS) throw refuse(FASTAG_MESSAGES.tooLarge);
  const columns = columnsOf(records[0]!.record, mapping);
  return records.slice(1).map(({ record, info }) => {
    const line = info.lines;
    const cell = (column: FastagColumn) => record[columns[column]] ?? '';
    const transactionId = cell('transactionId');
    if (!transactionId) throw refuse(FASTAG_MESSAGES.badTransactionId(line));
    const at = statementInstant(cell('at'));
    if (!at) throw refuse(FASTAG_MESSAGES.badDate(line));
    const amount = statementAmount(cell('amount'));
    if (amount === null) throw refuse(FASTAG_MESSAGES.badAmount(line));
    const registration = cell('registration');
    if (!registration) throw refuse(FASTAG_MESSAGES.badRegistration(line));
    return { line, transactionId, at, plaza: cell('plaza'), registration, amount };
  });
}
