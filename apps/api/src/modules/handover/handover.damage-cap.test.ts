import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/harness';
import {
  handoverClock,
  handoverForm,
  handoverKit,
  pickupRecord,
  returnRecord,
} from '../../test/handover';

// docs/product.md#protection-plans: the damage lines of a return bill at most the booking's plan
// cap in all, unless staff give the reason the cap does not apply.

const clock = handoverClock();
const ZERO = { planId: 'p-zero', name: 'Zero liability', pricePerDay: 399, damageCap: 2000 };
const damage = [
  { kind: 'damage', description: 'Scratch on the left door', amount: 1500 },
  { kind: 'damage', description: 'Cracked mirror', amount: 3000 },
  { kind: 'cleaning', description: 'Mud inside', amount: 500 },
];

describeEachDatabase(
  'the damage cap at the return',
  (h) => {
    const kit = handoverKit(h, clock);

    it('caps the damage lines of the bill at the plan, or bills them with an exclusion', async () => {
      const id = await kit.confirmedBooking();
      await h.app.db
        .updateTable('bookings')
        .set({ protection: JSON.stringify(ZERO) })
        .where('id', '=', id)
        .execute();
      expect((await kit.post(id, 'pickup', handoverForm(pickupRecord()))).statusCode).toBe(201);
      const capped = await kit.preview(id, returnRecord({ charges: damage }));
      expect(capped.statusCode, capped.body).toBe(200);
      const lines = capped.json().lines as { kind: string; amount: number; description: string }[];
      expect(lines.filter((l) => l.kind === 'damage').map((l) => l.amount)).toEqual([1500, 500]);
      expect(lines.find((l) => l.description.startsWith('Cracked mirror'))!.description).toBe(
        'Cracked mirror (₹3,000 asked, capped by the Zero liability plan at ₹2,000)',
      );
      expect(lines.find((l) => l.kind === 'cleaning')!.amount).toBe(500);

      const excluded = await kit.preview(
        id,
        returnRecord({ charges: damage, damageCapExclusion: 'Driven off-road against the terms' }),
      );
      const all = excluded.json().lines as { kind: string; amount: number }[];
      expect(all.filter((l) => l.kind === 'damage').map((l) => l.amount)).toEqual([1500, 3000]);
    });
  },
  { clock },
);
