import { expect, it } from 'vitest';
import { FASTAG_MESSAGES } from '@rental/shared/fastag';
import { describeEachDatabase, type HarnessOptions } from '../../test/harness';
import { testClock } from '../../test/clock';
import { fastagStatement, statementCsv } from '../../test/fastag';
import { fastagKit } from './fastag.test-helpers';

// docs/product.md#fastag-statements: a 200-row statement is matched to the bookings whose car
// and pickup-to-return period contain each row; imported twice it adds nothing; a row that
// cannot be read refuses the whole file.

const clock = testClock('2026-12-20T06:30:00Z');
const options: HarnessOptions = { clock, outbox: { autoStart: false } };
const COUNTS = { matched: 190, unknownCar: 5, noBooking: 3, repeated: 2 };

const tally = (rows: { reason: string }[]) =>
  rows.reduce<Record<string, number>>((t, r) => ({ ...t, [r.reason]: (t[r.reason] ?? 0) + 1 }), {});

describeEachDatabase(
  'the FASTag statement import',
  (h) => {
    const kit = fastagKit(h, clock);

    it('matches 190 of 200 rows to their bookings and lists the rest with the reason', async () => {
      const lines = fastagStatement('T', kit.bookings, COUNTS);
      expect(lines).toHaveLength(200);
      const res = await kit.upload(lines);
      expect(res.statusCode, res.body).toBe(201);
      const result = res.json();
      expect(result.rows).toBe(200);
      expect(result.proposed).toHaveLength(190);
      expect(result.proposed.length / result.rows).toBeGreaterThanOrEqual(0.95);
      // Row i of the statement fell in booking i % 9's period.
      for (const toll of result.proposed) {
        const i = Number(toll.transactionId.slice(1));
        const booking = kit.bookings[i % kit.bookings.length]!;
        expect(toll.bookingId).toBe(booking.id);
        expect(toll.branch).toBe(booking.branch);
        expect(toll.amount).toBe(45 + (i % 7) * 15);
        expect(toll.at).toBe(lines[i]!.at.toISOString().replace(/\.\d{3}Z$/, '.000Z'));
      }
      expect(tally(result.unmatched)).toEqual({ unknownCar: 5, noBooking: 3, repeatedInFile: 2 });
      expect(result.unmatched[0]).toMatchObject({
        line: 192,
        transactionId: 'TU0',
        reasonText: 'No car of the fleet has this registration.',
      });
      expect((await kit.saved('T')).every((t) => t.status === 'proposed')).toBe(true);
      expect(await kit.saved('T')).toHaveLength(190);
    });

    it('adds nothing when the same statement is imported again; lists the unmatched again', async () => {
      const res = await kit.upload(fastagStatement('T', kit.bookings, COUNTS));
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().proposed).toEqual([]);
      // Unmatched rows are not saved: a later import matches them once their booking exists.
      expect(tally(res.json().unmatched)).toEqual({ duplicate: 192, unknownCar: 5, noBooking: 3 });
      expect(await kit.saved('T')).toHaveLength(190);
    });

    it('adds each transaction once when two imports of it race', async () => {
      const lines = fastagStatement('R', kit.bookings, { ...COUNTS, matched: 30 });
      const answers = await Promise.all([kit.upload(lines), kit.upload(lines)]);
      const added = answers.map((a) => (a.statusCode === 201 ? a.json().proposed.length : 0));
      expect(answers.map((a) => a.statusCode).every((s) => s === 201 || s === 409)).toBe(true);
      expect(added.reduce((a, b) => a + b, 0)).toBe(30);
      expect(await kit.saved('R')).toHaveLength(30);
    });

    it('refuses a statement with a row it cannot read, naming the line, and saves nothing', async () => {
      const lines = fastagStatement('M', kit.bookings, { ...COUNTS, matched: 60 });
      const cases: [string, string][] = [];
      const badAmount = lines.map((l, i) => (i === 55 ? { ...l, amount: '12.50' } : l));
      cases.push([statementCsv(badAmount), FASTAG_MESSAGES.badAmount(57)]);
      const badDate = statementCsv(lines).replace(
        /\r\nM000030,\d\d\/\d\d\/2026/,
        '\r\nM000030,31/11/2026',
      );
      cases.push([badDate, FASTAG_MESSAGES.badDate(32)]);
      const badQuote = statementCsv(lines).replace('M000010,', 'M000010,"');
      cases.push([badQuote, FASTAG_MESSAGES.badCsv(12)]);
      cases.push(['Transaction ID,Date Time,Plaza,Vehicle No,Amount\r\n', FASTAG_MESSAGES.empty]);
      for (const [csv, message] of cases) {
        const res = await kit.upload(csv);
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json()).toMatchObject({ error: message, fields: { csv: message } });
      }
      // A header row without one of the columns: 422 with the file's header names to map.
      const noPlaza = await kit.upload(statementCsv(lines).replace('Plaza Name', 'Location'));
      expect(noPlaza.statusCode, noPlaza.body).toBe(422);
      const missing = FASTAG_MESSAGES.missingColumn('plaza');
      expect(noPlaza.json()).toEqual({
        error: missing,
        code: 'fastag_unknown_columns',
        fields: { csv: missing },
        columns: [
          'Transaction ID',
          'Transaction Date Time',
          'Location',
          'Vehicle No',
          'Amount (Rs)',
        ],
      });
      expect(await kit.saved('M')).toEqual([]);
      // The same statement without the bad rows goes in.
      expect((await kit.upload(lines)).json().proposed).toHaveLength(60);
    });
  },
  options,
);
