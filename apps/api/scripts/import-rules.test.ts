import { describe, expect, it } from 'vitest';
import { importProblems, testHelperProblems } from './import-rules';

// The checker behind `npm run lint:imports`, fed small made-up trees: each rule must pass a tree
// that keeps it and name the files of one that breaks it.

const kernel = {
  'deps.ts': 'export interface Deps { db: unknown }\n',
  'errors.ts': 'export class NotFoundError extends Error {}\n',
};

describe('import rules', () => {
  it('passes a tree whose modules meet through their services', () => {
    const problems = importProblems({
      ...kernel,
      'modules/cars/cars.repository.ts': "import type { Deps } from '../../deps';\n",
      'modules/cars/cars.service.ts':
        "import { NotFoundError } from '../../errors';\nimport * as repo from './cars.repository';\n",
      'modules/bookings/booking-create.ts': "import { getCar } from '../cars/cars.service';\n",
      'modules/bookings/booking-json.ts': "import { toCar } from '../cars/car-json';\n",
      'modules/cars/car-json.ts': 'export const toCar = () => 1;\n',
    });
    expect(problems).toEqual([]);
  });

  it('names a file cycle, also when one side imports only a type', () => {
    const problems = importProblems({
      'modules/bookings/booking-json.ts': "import { toPayment } from './payment-json';\n",
      'modules/bookings/payment-json.ts': "import type { Row } from './booking-json';\n",
    });
    expect(problems).toEqual([
      'file cycle: modules/bookings/booking-json.ts <-> modules/bookings/payment-json.ts',
    ]);
  });

  it('names a module cycle made of runtime imports between different files', () => {
    const problems = importProblems({
      'modules/audit/audit.service.ts':
        "import { bookingFor } from '../bookings/bookings.service';\n",
      'modules/bookings/bookings.service.ts': 'export const bookingFor = 1;\n',
      'modules/bookings/booking-cancel.ts':
        "import { recordAudit } from '../audit/audit.service';\n",
    });
    expect(problems).toEqual(['module cycle: modules/audit <-> modules/bookings']);
  });

  it('lets modules name each other’s types both ways', () => {
    const problems = importProblems({
      'modules/audit/audit.service.ts':
        "import type { Booking } from '../bookings/bookings.service';\n",
      'modules/bookings/bookings.service.ts': 'export type Booking = string;\n',
      'modules/bookings/booking-cancel.ts':
        "import { recordAudit } from '../audit/audit.service';\n",
    });
    expect(problems).toEqual([]);
  });

  it('refuses another module’s repository or helper, and passes its own and a named entry', () => {
    const problems = importProblems({
      'modules/payments/payments.repository.ts': 'export const paymentsOf = 1;\n',
      'modules/payments/payment-entry.ts': "import { paymentsOf } from './payments.repository';\n",
      'modules/bookings/booking-cancel.ts': [
        "import { paymentsOf } from '../payments/payments.repository';",
        "import type { UploadedFile } from '../uploads/multipart-form';",
        "export { thing } from '../payments/payment-entry';",
        '',
      ].join('\n'),
      'modules/uploads/multipart-form.ts': 'export interface UploadedFile { name: string }\n',
    });
    expect(problems).toEqual([
      'modules/bookings/booking-cancel.ts imports modules/payments/payments.repository.ts, which is not a public entry of modules/payments',
      'modules/bookings/booking-cancel.ts imports modules/payments/payment-entry.ts, which is not a public entry of modules/payments',
    ]);
  });

  it('follows dynamic imports and imports of a folder’s index', () => {
    const problems = importProblems({
      'app.ts': "const routes = await import('./modules/cars/cars.routes');\n",
      'modules/cars/cars.routes.ts': "import { migrations } from '../../db/migrations';\n",
      'db/migrations/index.ts': "import '../../app';\n",
    });
    expect(problems).toEqual([
      'file cycle: app.ts <-> db/migrations/index.ts <-> modules/cars/cars.routes.ts',
      'module cycle: app.ts <-> db <-> modules/cars',
    ]);
  });

  it('lets a test use its own module’s helpers and the shared test home only', () => {
    const problems = testHelperProblems({
      'test/clock.ts': 'export const testClock = 1;\n',
      'test/ledger.ts': "import { carForm } from '../modules/cars/car-form.test-helpers';\n",
      'modules/cars/car-form.test-helpers.ts': 'export const carForm = 1;\n',
      'modules/cars/cars.add.test.ts': [
        "import { carForm } from './car-form.test-helpers';",
        "import { testClock } from '../../test/clock';",
        '',
      ].join('\n'),
      'modules/bookings/bookings.create.test.ts':
        "import { carForm } from '../cars/car-form.test-helpers';\n",
    });
    expect(problems).toEqual([
      'test/ledger.ts imports modules/cars/car-form.test-helpers.ts, a test helper of modules/cars: shared ones go to test/',
      'modules/bookings/bookings.create.test.ts imports modules/cars/car-form.test-helpers.ts, a test helper of modules/cars: shared ones go to test/',
    ]);
  });
});
