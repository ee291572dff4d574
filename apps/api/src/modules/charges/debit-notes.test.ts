import { expect, it } from 'vitest';
import { CHARGE_MESSAGES } from '@rental/shared/charges';
import { createCustomer } from '../../test/factories';
import { bearer, describeEachDatabase, type HarnessOptions } from '../../test/harness';
import { testClock } from '../../test/clock';
import { afterTripKit, DAY, HOUR } from '../../test/charges';

// docs/product.md#debit-notes: a charge that is a supply gets a debit note, numbered in its own
// consecutive series per financial year once the charge is due or paid.

const clock = testClock('2027-03-25T06:30:00Z');
const options: HarnessOptions = { clock, outbox: { autoStart: false } };
const toll = (reference: string) => ({ type: 'toll', amount: 150, reference });

describeEachDatabase(
  'debit notes',
  (h) => {
    const kit = afterTripKit(h);

    const note = (chargeId: string, token = kit.renter.token) =>
      h.inject({
        method: 'GET',
        url: `/api/charges/${chargeId}/debit-note`,
        headers: bearer(token),
      });
    const numberOf = (res: Awaited<ReturnType<typeof note>>) => {
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.body.startsWith('%PDF-')).toBe(true);
      return /debit-note-(.+)\.pdf/.exec(String(res.headers['content-disposition']))![1]!;
    };
    /** Charges on a booking returned two days ago, due once their dispute window has passed. */
    const dueCharges = async (charges: Record<string, unknown>[]) => {
      const booking = await kit.completedBooking(new Date(clock().getTime() - 2 * DAY));
      const ids: string[] = [];
      for (const charge of charges) {
        const res = await kit.addCharge(booking, charge);
        expect(res.statusCode, res.body).toBe(201);
        ids.push(res.json().id);
      }
      clock.advance(49 * HOUR);
      return ids;
    };

    it('numbers the notes consecutively, once each, and not before the charge is due', async () => {
      clock.set('2027-03-25T06:30:00Z');
      const booking = await kit.completedBooking(new Date(clock().getTime() - DAY));
      const open = (await kit.addCharge(booking, toll('FT-OPEN'))).json().id;
      const early = await note(open);
      expect(early.statusCode).toBe(409);
      expect(early.json().error).toBe(CHARGE_MESSAGES.debitNoteNotYet);

      const [a, b, challan] = await dueCharges([
        toll('FT-1'),
        toll('FT-2'),
        { type: 'challan', amount: 1000, reference: 'TS-HYD-1' },
      ]);
      expect(numberOf(await note(a!))).toBe('HSD-DN-2627-0001');
      expect(numberOf(await note(b!, kit.admin))).toBe('HSD-DN-2627-0002');
      // Asked for again, the same note.
      expect(numberOf(await note(a!))).toBe('HSD-DN-2627-0001');
      // The open charge, now due, comes next: the series has no gap.
      expect(numberOf(await note(open))).toBe('HSD-DN-2627-0003');

      // A traffic challan is passed on as a pure agent: no debit note by default.
      const none = await note(challan!);
      expect(none.statusCode).toBe(404);
      expect(none.json().error).toBe(CHARGE_MESSAGES.noDebitNote);
      const numbers = await h.app.db.selectFrom('debit_notes').select('number').execute();
      expect(numbers.map((n) => n.number).sort()).toEqual([
        'HSD/DN/2627/0001',
        'HSD/DN/2627/0002',
        'HSD/DN/2627/0003',
      ]);
      expect(numbers.every((n) => n.number.length <= 16)).toBe(true);
    });

    it('answers where the note is only once it may exist, and to its own renter only', async () => {
      clock.set('2027-03-20T06:30:00Z');
      const booking = await kit.completedBooking(new Date(clock().getTime() - DAY));
      const charge = async (body: Record<string, unknown>) =>
        (await kit.addCharge(booking, body)).json().id as string;
      const due = await charge(toll('FT-URL-1'));
      const waived = await charge(toll('FT-URL-2'));
      const challan = await charge({ type: 'challan', amount: 500, reference: 'TS-HYD-9' });
      const urls = async () =>
        Object.fromEntries(
          (await kit.afterTrip(booking))
            .json()
            .charges.map((c: { id: string; debitNoteUrl: string | null }) => [
              c.id,
              c.debitNoteUrl,
            ]),
        );
      // Open to payment or dispute: no note yet.
      expect(await urls()).toEqual({ [due]: null, [waived]: null, [challan]: null });
      const disputed = await kit.act('POST', waived, 'dispute', { reason: 'Not my car' });
      expect(disputed.statusCode, disputed.body).toBe(200);
      const decided = await kit.act(
        'PATCH',
        waived,
        'dispute',
        { decision: 'waive', reason: 'Another car' },
        kit.admin,
      );
      expect(decided.statusCode, decided.body).toBe(200);
      clock.advance(49 * HOUR);
      // Due: the toll's note; never the challan's (a pure agent) nor the one waived unnumbered.
      expect(await urls()).toEqual({
        [due]: `/api/charges/${due}/debit-note`,
        [waived]: null,
        [challan]: null,
      });
      expect((await note(due)).statusCode).toBe(200);

      const stranger = await createCustomer(h);
      const refused = await note(due, stranger.token);
      expect(refused.statusCode).toBe(404);
      expect(refused.json().error).toBe(CHARGE_MESSAGES.notFound);
      expect(
        (await h.inject({ method: 'GET', url: `/api/charges/${due}/debit-note` })).statusCode,
      ).toBe(401);
    });

    it('starts a new series on 1 April and gives two notes at once distinct numbers', async () => {
      clock.set('2027-03-29T06:30:00Z');
      const ids = await dueCharges([toll('FT-3'), toll('FT-4'), toll('FT-5')]);
      // 1 April in Kolkata: the financial year 2027-28.
      clock.set('2027-03-31T18:30:00Z');
      expect(numberOf(await note(ids[0]!))).toBe('HSD-DN-2728-0001');
      const both = await Promise.all([note(ids[1]!), note(ids[2]!, kit.admin)]);
      expect(both.map(numberOf).sort()).toEqual(['HSD-DN-2728-0002', 'HSD-DN-2728-0003']);
      const twice = await Promise.all([note(ids[1]!), note(ids[1]!)]);
      expect(new Set(twice.map(numberOf)).size).toBe(1);
    });
  },
  options,
);
