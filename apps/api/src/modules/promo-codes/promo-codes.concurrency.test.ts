import { describe, expect, it } from 'vitest';
import { PROMO_MESSAGES } from '@rental/shared/promo';
import { createAdminToken, createCar, createCustomer } from '../../test/factories';
import { DATABASES, twoProcesses } from '../../test/harness';
import { bookWithCode, createCode } from '../../test/promo-codes';

// docs/product.md#promo-codes: the total-uses limit holds when many renters book at once. On
// PostgreSQL the bookings go to two server processes on one database; SQLite serves one process.

const RENTERS = 20;
const LIMIT = 5;

for (const kind of DATABASES) {
  describe(`a limited promo code under concurrent bookings [${kind}]`, () => {
    const apps = twoProcesses(kind);

    it(`gives the code to exactly ${LIMIT} of ${RENTERS} simultaneous bookings`, async () => {
      const owner = await createAdminToken(apps.first);
      const code = await createCode(apps.first, owner, { maxUses: LIMIT, oncePerRenter: true });
      const renters = await Promise.all(
        Array.from({ length: RENTERS }, () => createCustomer(apps.first)),
      );
      const cars = await Promise.all(Array.from({ length: RENTERS }, () => createCar(apps.first)));
      const answers = await Promise.all(
        renters.map((renter, i) =>
          bookWithCode(i % 2 ? apps.second : apps.first, renter.token, cars[i]!.id, code.code),
        ),
      );
      const made = answers.filter((a) => a.statusCode === 201);
      const refused = answers.filter((a) => a.statusCode !== 201);
      expect(made).toHaveLength(LIMIT);
      for (const answer of refused) {
        expect(answer.statusCode, answer.body).toBe(422);
        expect(answer.json().error).toBe(PROMO_MESSAGES.usedUp);
      }
      const stored = await apps.first.app.db
        .selectFrom('bookings')
        .select(['promo_code', 'discount'])
        .where(
          'car_id',
          'in',
          cars.map((c) => c.id),
        )
        .execute();
      expect(stored).toHaveLength(LIMIT);
      expect(stored.every((b) => b.promo_code === code.code && b.discount === 400)).toBe(true);
      const row = await apps.first.app.db
        .selectFrom('promo_codes')
        .select('uses')
        .where('id', '=', code._id)
        .executeTakeFirstOrThrow();
      expect(row.uses).toBe(LIMIT);
      const redemptions = await apps.first.app.db
        .selectFrom('promo_redemptions')
        .select('id')
        .where('promo_code_id', '=', code._id)
        .execute();
      expect(redemptions).toHaveLength(LIMIT);
    });
  });
}
