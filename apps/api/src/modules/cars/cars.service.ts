import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { ERROR_CODES } from '@rental/shared/api-error';
import { DEFAULT_BRANCH, type BranchName } from '@rental/shared/business';
import type { CarAnswer as Car, CarFields, CarUpdateFields } from '@rental/shared/cars';
import { FEATURED_CARS_MAX } from '@rental/shared/constants';
import { MESSAGES } from '@rental/shared/messages';
import type { Database } from '../../db/schema';
import { ConflictError, NotFoundError, ValidationError } from '../../errors';
import { sqlBounds } from '../availability/availability.sql';
import {
  deleteImages,
  encodeImages,
  storeImages,
  type UploadedFile,
} from '../uploads/image-pipeline';
import type { Storage } from '../uploads/storage';
import { toCar } from './car-json';
import { CarListCache } from './car-list-cache';
import * as repo from './cars.repository';

const REGISTRATION_TAKEN = 'A car with this registration number already exists.';
const CAR_NOT_FOUND = MESSAGES.bookingCarNotFound;
const LIST_TTL_MS = 1_000;

/** Both public lists, already serialised: they are answered as they are. */
export interface CarListsJson {
  all: string;
  featured: string;
}

export class CarsService {
  private readonly lists: CarListCache<CarListsJson>;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly storage: Storage,
  ) {
    this.lists = new CarListCache(() => this.loadLists(), LIST_TTL_MS);
  }

  /**
   * GET /cars (newest first) and GET /cars/featured/cars, as JSON text. `fresh` skips the
   * cache: for callers who must see a change made a moment ago by another process.
   */
  listsJson(fresh = false): Promise<CarListsJson> {
    return fresh ? this.loadLists() : this.lists.get();
  }

  /** GET /cars?branch=… without dates: the plain list of one branch, read fresh. */
  async listJson(branch: BranchName): Promise<string> {
    const rows = await repo.listLiveCars(this.db, branch);
    return JSON.stringify(rows.map((row) => toCar(row, this.storage)));
  }

  /**
   * issue 6: GET /cars?from=…&to=…[&branch=…]: every live car (of the branch), newest first, with
   * whether it is free for the period, as JSON text. Never cached: it decides what can be booked.
   */
  async searchJson(period: { from: Date; to: Date }, branch?: BranchName): Promise<string> {
    const rows = await repo.searchLiveCars(this.db, sqlBounds(period), branch);
    return JSON.stringify(rows.map((row) => toCar(row, this.storage, Number(row.free) === 1)));
  }

  async get(id: string): Promise<Car> {
    const row = await repo.findLiveCar(this.db, id);
    if (!row) throw new NotFoundError(CAR_NOT_FOUND);
    return toCar(row, this.storage);
  }

  async create(fields: CarFields, files: readonly UploadedFile[]): Promise<Car> {
    if (files.length === 0) {
      throw new ValidationError(MESSAGES.uploadAtLeastOne, { images: MESSAGES.uploadAtLeastOne });
    }
    await this.assertRegistrationFree(fields.registrationNumber);
    const encoded = await encodeImages(files);
    const images = await storeImages(this.storage, 'cars', encoded);
    const now = new Date().toISOString();
    const id = randomUUID();
    try {
      await repo.insertCar(this.db, {
        id,
        ...columnsOf(fields),
        branch: fields.branch ?? DEFAULT_BRANCH,
        rating: 0, // spec 3: a new car starts at 0 and available
        available: 1,
        images: JSON.stringify(images),
        created_at: now,
        updated_at: now,
        deleted_at: null,
      });
    } catch (error) {
      await deleteImages(this.storage, images);
      throw this.conflictOr(error);
    }
    this.lists.invalidate();
    return this.get(id);
  }

  /** spec 2: new images replace the old ones; without new images the old ones stay. */
  async update(id: string, fields: CarUpdateFields, files: readonly UploadedFile[]): Promise<Car> {
    const current = await repo.findLiveCar(this.db, id);
    if (!current) throw new NotFoundError(CAR_NOT_FOUND);
    await this.assertRegistrationFree(fields.registrationNumber, id);
    const encoded = await encodeImages(files);
    const images = encoded.length ? await storeImages(this.storage, 'cars', encoded) : undefined;
    let row: repo.CarRow | undefined;
    try {
      row = await repo.updateLiveCar(this.db, id, {
        ...columnsOf(fields),
        // An edit form without the branch field keeps the car where it is.
        ...(fields.branch && { branch: fields.branch }),
        available: fields.available ? 1 : 0,
        ...(images && { images: JSON.stringify(images) }),
        updated_at: new Date().toISOString(),
      });
    } catch (error) {
      if (images) await deleteImages(this.storage, images);
      throw this.conflictOr(error);
    }
    this.lists.invalidate();
    if (!row) {
      // Deleted by someone else meanwhile.
      if (images) await deleteImages(this.storage, images);
      throw new NotFoundError(CAR_NOT_FOUND);
    }
    // No booking shows car images, and upload keys are never reused: the old files can go.
    if (images) await deleteImages(this.storage, JSON.parse(current.images) as string[]);
    return toCar(row, this.storage);
  }

  async toggle(id: string): Promise<Car> {
    const row = await repo.toggleAvailability(this.db, id, new Date().toISOString());
    if (!row) throw new NotFoundError(CAR_NOT_FOUND);
    this.lists.invalidate();
    return toCar(row, this.storage);
  }

  /**
   * Soft delete: bookings keep pointing at the car's row. Its images stay too: a list cached in
   * another process for up to a second may still show the car, and it must not show broken images.
   */
  async remove(id: string): Promise<void> {
    const deleted = await repo.softDeleteCar(this.db, id, new Date().toISOString());
    if (!deleted) throw new NotFoundError(CAR_NOT_FOUND);
    this.lists.invalidate();
  }

  private async loadLists(): Promise<CarListsJson> {
    const cars = (await repo.listLiveCars(this.db)).map((row) => toCar(row, this.storage));
    // spec 5: featured cars are those both featured and available; at most 6 are used.
    const featured = cars.filter((c) => c.featured && c.available).slice(0, FEATURED_CARS_MAX);
    return { all: JSON.stringify(cars), featured: JSON.stringify(featured) };
  }

  private async assertRegistrationFree(registrationNumber: string, exceptId?: string) {
    if (await repo.registrationInUse(this.db, registrationNumber, exceptId)) {
      throw registrationTaken();
    }
  }

  /** The unique index still guards the race between the check and the write. */
  private conflictOr(error: unknown): unknown {
    return repo.isUniqueViolation(error) ? registrationTaken() : error;
  }
}

function registrationTaken(): ConflictError {
  return new ConflictError(ERROR_CODES.registrationTaken, REGISTRATION_TAKEN, {
    registrationNumber: REGISTRATION_TAKEN,
  });
}

function columnsOf(fields: CarFields) {
  return {
    name: fields.name,
    brand: fields.brand,
    type: fields.type,
    fuel: fields.fuel,
    seats: fields.seats,
    transmission: fields.transmission,
    price: fields.price,
    featured: fields.featured ? 1 : 0,
    description: fields.description,
    features: JSON.stringify(fields.features),
    registration_number: fields.registrationNumber,
  };
}
