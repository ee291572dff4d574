// CSV as RFC 4180 writes it (docs/decisions/020-reports-and-timeline.md): fields with a comma, a
// quote or a line break are quoted, quotes doubled, lines end in CRLF. A text that a spreadsheet
// would run as a formula (starting with = + - @, a tab or a carriage return) gets a leading
// apostrophe, so an exported renter's name can never compute anything on the owner's machine.
// Spreadsheets set to split on semicolons (common where the comma is the decimal mark) would see
// a new cell after each `;`: a text with a formula after a `;` or `,` is guarded the same way, and
// a `;` is quoted too.

/** A code made of digits (a 12-digit UPI reference, a mobile) that must stay text. */
export interface CsvText {
  text: string;
}

export type CsvValue = string | number | CsvText | null | undefined;

/** Marks a value as text: digits are kept as typed, never as a number in scientific notation. */
export const csvText = (value: string | null): CsvText | null =>
  value === null ? null : { text: value };

const DIGITS = /^\d+$/;

const FORMULA_START = /^[=+\-@\t\r]|[;,]\s*[=+\-@]/;
const NEEDS_QUOTES = /[",;\r\n]/;

/** One cell: numbers as they are, texts guarded and quoted where needed, null as empty. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'object') {
    // ="412345678901" is the one form every spreadsheet opens as text; only plain digits are
    // written so, which compute nothing. Anything else takes the guarded path below.
    return DIGITS.test(value.text) ? `"=""${value.text}"""` : csvCell(value.text);
  }
  const guarded = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(guarded) ? `"${guarded.replaceAll('"', '""')}"` : guarded;
}

/** One line, CRLF included. */
export function csvLine(values: readonly CsvValue[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

/** Excel reads UTF-8 (the ₹ sign, names in Telugu) only when the file starts with this mark. */
export const CSV_BOM = '\uFEFF';
