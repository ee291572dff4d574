import { randomUUID } from 'node:crypto';
import { ERROR_CODES } from '@rental/shared/api-error';
import { DEFAULT_BRANCH } from '@rental/shared/business';
import type { CarAnswer as Car, CarFields, CarUpdateFields } from '@rental/shared/cars';
import { MESSAGES } from '@rental/shared/messages';
import type { Deps } from '../../deps';
import { ConflictError, NotFoundError, ValidationError } from '../../errors';
import {
  deleteImages,
  encodeImages,
  storeImages,
  type UploadedFile,
} from '../uploads/image-pipeline';
import { recordAudit, recordChange } from '../audit/audit.service';
import { lockBookingsOfCar, moveBookingsWithCar } from '../booking-record/booking-branch.service';
import { priceOfDays } from '../pricing/pricing.service';
import { carAuditFields, carColumns, toCar } from './car-json';
import { carListsJson, invalidateCarLists } from './car-lists';
import { carRating } from './car-ratings';
import * as repo from './cars.repository';

// The reviews module clears the cached lists when a rating changes.
export { invalidateCarLists };

// One car: read, and the admin's writes (docs/product.md#admin), each kept in the audit log in
// its transaction (docs/decisions/019-audit-log.md). The public lists are in car-lists.ts; every
// write here clears them.

type CarDeps = Pick<Deps, 'db' | 'storage'>;
type WriteDeps = Pick<Deps, 'db' | 'dbKind' | 'storage' | 'clock'>;

const REGISTRATION_TAKEN = 'A car with this registration number already exists.';
const CAR_NOT_FOUND = MESSAGES.bookingCarNotFound;

function registrationTaken(): ConflictError {
  return new ConflictError(ERROR_CODES.registrationTaken, REGISTRATION_TAKEN, {
    registrationNumber: REGISTRATION_TAKEN,
  });
}

async function assertRegistrationFree(
  deps: Pick<Deps, 'db'>,
  registrationNumber: string,
  exceptId?: string,
) {
  if (await repo.registrationInUse(deps.db, registrationNumber, exceptId)) {
    throw registrationTaken();
  }
}

/**
 * The cheapest rental of `days` days among the live cars of these types and branches (none
 * named: all), with the car's name; null when no car matches. The promo form warns with it.
 */
export async function cheapestRental(
  deps: Pick<Deps, 'db'>,
  match: { carTypes: readonly string[]; branches: readonly string[]; days: number },
): Promise<{ amount: number; carName: string } | null> {
  const cars = (await repo.listLiveCars(deps.db)).filter(
    (car) =>
      (match.carTypes.length === 0 || match.carTypes.includes(car.type)) &&
      (match.branches.length === 0 || match.branches.includes(car.branch)),
  );
  const priced = cars.map((car) => ({ amount: priceOfDays(car, match.days), carName: car.name }));
  return priced.sort((a, b) => a.amount - b.amount)[0] ?? null;
}

/** The unique index still guards the race between the check and the write. */
function conflictOr(error: unknown): unknown {
  return repo.isUniqueViolation(error) ? registrationTaken() : error;
}

export async function getCar(deps: CarDeps, id: string): Promise<Car> {
  const row = await repo.findLiveCar(deps.db, id);
  if (!row) throw new NotFoundError(CAR_NOT_FOUND);
  return toCar(row, deps.storage, await carRating(deps.db, row.id));
}

/**
 * GET /cars/{id} as JSON text. A visitor's comes from the cached public lists (car-lists.ts), as
 * the lists do: the car page is read about as often
 * (docs/decisions/022-performance-close-to-the-limit.md). A car they do not hold (unknown,
 * deleted, or added within the cache's second) and `fresh` callers read the database.
 */
export async function carJson(deps: CarDeps, id: string, fresh = false): Promise<string> {
  const cached = fresh ? undefined : (await carListsJson(deps)).byId.get(id);
  return cached?.json ?? JSON.stringify(await getCar(deps, id));
}

export async function createCar(
  deps: WriteDeps,
  actorId: string,
  fields: CarFields,
  files: readonly UploadedFile[],
): Promise<Car> {
  if (files.length === 0) {
    throw new ValidationError(MESSAGES.uploadAtLeastOne, { images: MESSAGES.uploadAtLeastOne });
  }
  await assertRegistrationFree(deps, fields.registrationNumber);
  const encoded = await encodeImages(files);
  const images = await storeImages(deps.storage, 'cars', encoded);
  const now = deps.clock().toISOString();
  const id = randomUUID();
  try {
    await deps.db.transaction().execute(async (trx) => {
      await repo.insertCar(trx, {
        id,
        ...carColumns(fields),
        branch: fields.branch ?? DEFAULT_BRANCH,
        rating: 0, // Never shown: docs/product.md#reviews computes it; available at once
        available: 1,
        images: JSON.stringify(images),
        created_at: now,
        updated_at: now,
        deleted_at: null,
      });
      const row = (await repo.findLiveCar(trx, id))!;
      await recordAudit(
        { db: trx, clock: deps.clock },
        {
          actorId,
          action: 'car.create',
          entity: 'car',
          entityId: id,
          carId: id,
          after: carAuditFields(row),
        },
      );
    });
  } catch (error) {
    await deleteImages(deps.storage, images);
    throw conflictOr(error);
  }
  invalidateCarLists(deps);
  return getCar(deps, id);
}

/** docs/product.md#cars: new images replace the old ones; without new images the old ones stay. */
export async function updateCar(
  deps: WriteDeps,
  actorId: string,
  id: string,
  fields: CarUpdateFields,
  files: readonly UploadedFile[],
): Promise<Car> {
  const { db, storage } = deps;
  const current = await repo.findLiveCar(db, id);
  if (!current) throw new NotFoundError(CAR_NOT_FOUND);
  await assertRegistrationFree(deps, fields.registrationNumber, id);
  const encoded = await encodeImages(files);
  const images = encoded.length ? await storeImages(storage, 'cars', encoded) : undefined;
  let row: repo.CarRow | undefined;
  try {
    row = await db.transaction().execute(async (trx) => {
      const inTrx = { db: trx, dbKind: deps.dbKind, clock: deps.clock };
      if (fields.branch && fields.branch !== current.branch) await lockBookingsOfCar(inTrx, id);
      // Locked, so the entry's "before" is what this edit replaced, not a racing edit's.
      const before = await repo.findLiveCar(trx, id, deps.dbKind === 'postgres');
      const after = await repo.updateLiveCar(trx, id, {
        ...carColumns(fields),
        // An edit form without the branch field keeps the car where it is.
        ...(fields.branch && { branch: fields.branch }),
        // An edit without the field keeps the car as it is: never made available by omission.
        ...(fields.available !== undefined && { available: fields.available ? 1 : 0 }),
        ...(images && { images: JSON.stringify(images) }),
        updated_at: deps.clock().toISOString(),
      });
      if (before && after) {
        await recordChange(
          inTrx,
          { actorId, action: 'car.update', entity: 'car', entityId: id, carId: id },
          carAuditFields(before),
          carAuditFields(after),
        );
        // docs/product.md#reports: its bookings not picked up yet go with the car.
        if (after.branch !== before.branch) await moveBookingsWithCar(inTrx, actorId, after);
      }
      return after;
    });
  } catch (error) {
    if (images) await deleteImages(storage, images);
    throw conflictOr(error);
  }
  invalidateCarLists(deps);
  if (!row) {
    // Deleted by someone else meanwhile.
    if (images) await deleteImages(storage, images);
    throw new NotFoundError(CAR_NOT_FOUND);
  }
  // No booking shows car images, and upload keys are never reused: the old files can go.
  if (images) await deleteImages(storage, JSON.parse(current.images) as string[]);
  return toCar(row, storage, await carRating(deps.db, row.id));
}

export async function toggleCarAvailability(
  deps: WriteDeps,
  actorId: string,
  id: string,
): Promise<Car> {
  const row = await deps.db.transaction().execute(async (trx) => {
    const toggled = await repo.toggleAvailability(trx, id, deps.clock().toISOString());
    if (!toggled) throw new NotFoundError(CAR_NOT_FOUND);
    const available = toggled.available === 1;
    await recordAudit(
      { db: trx, clock: deps.clock },
      {
        actorId,
        action: 'car.availability',
        entity: 'car',
        entityId: id,
        carId: id,
        before: { available: !available },
        after: { available },
      },
    );
    return toggled;
  });
  invalidateCarLists(deps);
  return toCar(row, deps.storage, await carRating(deps.db, row.id));
}

/**
 * Soft delete: bookings keep pointing at the car's row. Its images stay too: a list cached in
 * another process for up to a second may still show the car, and it must not show broken images.
 */
export async function removeCar(
  deps: Pick<Deps, 'db' | 'dbKind' | 'clock'>,
  actorId: string,
  id: string,
): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const car = await repo.findLiveCar(trx, id, deps.dbKind === 'postgres');
    if (!car || !(await repo.softDeleteCar(trx, id, deps.clock().toISOString()))) {
      throw new NotFoundError(CAR_NOT_FOUND);
    }
    await recordAudit(
      { db: trx, clock: deps.clock },
      {
        actorId,
        action: 'car.delete',
        entity: 'car',
        entityId: id,
        carId: id,
        before: carAuditFields(car),
      },
    );
  });
  invalidateCarLists(deps);
}
