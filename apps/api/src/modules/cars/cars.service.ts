import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { ERROR_CODES } from '@rental/shared/api-error';
import { DEFAULT_BRANCH, type BranchName } from '@rental/shared/business';
import type { CarAnswer as Car, CarFields, CarUpdateFields } from '@rental/shared/cars';
import { FEATURED_CARS_MAX } from '@rental/shared/constants';
import { MESSAGES } from '@rental/shared/messages';
import type { Database } from '../../db/schema';
import { ConflictError, NotFoundError, ValidationError } from '../../errors';
import { sqlBounds } from '../../db/availability-sql';
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
  /** Each car of `all`, in its order, serialised alone (issue 6: branch and date answers). */
  cars: CarJson[];
}

interface CarJson {
  id: string;
  branch: BranchName;
  json: string;
  /** The car's JSON with freeForDates true and false, ready to send (UTF-8). */
  free: Buffer;
  taken: Buffer;
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

  /** GET /cars?branch=… without dates: the list of one branch, from the same lists. */
  async listJson(branch: BranchName, fresh = false): Promise<string> {
    const { cars } = await this.listsJson(fresh);
    return jsonArray(cars.filter((c) => c.branch === branch).map((c) => c.json));
  }

  /**
   * issue 6: GET /cars?from=…&to=…[&branch=…]: every live car (of the branch), newest first, with
   * freeForDates, as a UTF-8 JSON body. Which cars exist and which are free comes from one query,
   * always fresh; each car's JSON, with either answer, is serialised once with the lists above
   * (the cache, for visitors), so a search costs that one query and a copy of bytes. A car the
   * lists do not know yet (added within the cache's second) makes them load again.
   */
  async searchJson(
    period: { from: Date; to: Date },
    branch?: BranchName,
    fresh = false,
  ): Promise<Buffer> {
    const [lists, rows] = await Promise.all([
      this.listsJson(fresh),
      repo.carFreeness(this.db, sqlBounds(period), branch),
    ]);
    const free = new Map(rows.map((r) => [r.id, Number(r.free) === 1]));
    let known = lists.cars.filter((c) => free.has(c.id));
    if (known.length < free.size) {
      known = (await this.listsJson(true)).cars.filter((c) => free.has(c.id));
    }
    const parts: Buffer[] = [OPEN];
    known.forEach((c, i) => {
      if (i > 0) parts.push(COMMA);
      parts.push(free.get(c.id) ? c.free : c.taken);
    });
    parts.push(CLOSE);
    return Buffer.concat(parts);
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
    const each = cars.map((c): CarJson => {
      const json = JSON.stringify(c);
      // A car's JSON is an object: its closing brace makes way for one more field.
      const open = json.slice(0, -1);
      return {
        id: c._id,
        branch: c.branch,
        json,
        free: Buffer.from(`${open},"freeForDates":true}`),
        taken: Buffer.from(`${open},"freeForDates":false}`),
      };
    });
    return {
      all: jsonArray(each.map((c) => c.json)),
      featured: JSON.stringify(featured),
      cars: each,
    };
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

const [OPEN, COMMA, CLOSE] = ['[', ',', ']'].map((c) => Buffer.from(c)) as [Buffer, Buffer, Buffer];

/** A JSON array of already serialised items. */
function jsonArray(items: string[]): string {
  return `[${items.join(',')}]`;
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
