import { toKolkataDate, toKolkataTime } from '@rental/shared/kolkata-time';

// A bank's FASTag statement for the import tests, written deterministically from the bookings it
// should match: no random numbers, so a failure shows the same file every run.

export interface StatementBooking {
  registration: string;
  pickupAt: Date;
  returnAt: Date;
}

export interface StatementLine {
  transactionId: string;
  at: Date;
  plaza: string;
  registration: string;
  amount: string;
}

const PLAZAS = ['Gudur', 'Panthangi', 'Korlapahad', 'Raikal', 'Shadnagar', 'Pedda Amberpet'];

/** Indian date and time as banks print it, 20/11/2026 14:30:05. */
export function statementTime(at: Date): string {
  const [y, m, d] = toKolkataDate(at).split('-');
  const seconds = String(at.getUTCSeconds()).padStart(2, '0');
  return `${d}/${m}/${y} ${toKolkataTime(at)}:${seconds}`;
}

export function statementCsv(lines: StatementLine[]): string {
  const header = 'Transaction ID,Transaction Date Time,Plaza Name,Vehicle No,Amount (Rs)';
  const rows = lines.map((l) =>
    [
      l.transactionId,
      statementTime(l.at),
      `"${l.plaza} Toll Plaza, NH 65"`,
      l.registration,
      l.amount,
    ].join(','),
  );
  return [header, ...rows].join('\r\n') + '\r\n';
}

/**
 * `matched` rows inside the bookings' periods (spread over them in turn), then rows of an unknown
 * car, rows of a known car at a time it was not booked, and rows repeating an earlier
 * transaction id; `prefix` keeps the ids of two statements apart.
 */
export function fastagStatement(
  prefix: string,
  bookings: StatementBooking[],
  counts: { matched: number; unknownCar: number; noBooking: number; repeated: number },
): StatementLine[] {
  const lines: StatementLine[] = [];
  for (let i = 0; i < counts.matched; i++) {
    const b = bookings[i % bookings.length]!;
    const span = b.returnAt.getTime() - b.pickupAt.getTime();
    // A fixed walk through the period, never on its edges.
    const offset = Math.floor((span * (((i * 37) % 97) + 1)) / 99);
    lines.push({
      transactionId: `${prefix}${String(i).padStart(6, '0')}`,
      at: new Date(b.pickupAt.getTime() + offset),
      plaza: PLAZAS[i % PLAZAS.length]!,
      registration: b.registration.replace(/ /g, i % 2 ? '' : ' '),
      amount: i % 3 ? String(45 + (i % 7) * 15) : `${45 + (i % 7) * 15}.00`,
    });
  }
  const first = bookings[0]!;
  for (let i = 0; i < counts.unknownCar; i++) {
    lines.push({
      transactionId: `${prefix}U${i}`,
      at: new Date(first.pickupAt.getTime() + 3_600_000),
      plaza: 'Gudur',
      registration: `AP 39 QQ ${String(9000 + i)}`,
      amount: '90',
    });
  }
  for (let i = 0; i < counts.noBooking; i++) {
    lines.push({
      transactionId: `${prefix}N${i}`,
      // Long before any of the bookings.
      at: new Date(first.pickupAt.getTime() - (400 + i) * 3_600_000),
      plaza: 'Raikal',
      registration: first.registration,
      amount: '120',
    });
  }
  for (let i = 0; i < counts.repeated; i++) lines.push({ ...lines[i]! });
  return lines;
}
