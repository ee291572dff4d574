import type { BranchName } from '@rental/shared/business';
import { selectFeaturedCars } from '@rental/shared/car-filter';
import type { Db, Deps } from '../../deps';
import { toCar } from './car-json';
import { CarListCache } from './car-list-cache';
import { carRatings, ratingOf } from './car-ratings';
import { carFreeness, listLiveCars, sqlBounds } from './cars.repository';

// The public car lists (docs/product.md#cars), served as JSON text from a cache of one second
// (car-list-cache.ts says why that is safe).

type ListDeps = Pick<Deps, 'db' | 'storage'>;
const LIST_TTL_MS = 1_000;

/** Both public lists, already serialised: they are answered as they are. */
export interface CarListsJson {
  all: string;
  featured: string;
  /** Each car of `all`, in its order, serialised alone (for branch and date answers). */
  cars: CarJson[];
  /** The same by id, for GET /cars/{id}. */
  byId: Map<string, CarJson>;
}

interface CarJson {
  id: string;
  branch: BranchName;
  json: string;
  /** The car's JSON with freeForDates true and false, ready to send (UTF-8). */
  free: Buffer;
  taken: Buffer;
}

const [OPEN, COMMA, CLOSE] = ['[', ',', ']'].map((c) => Buffer.from(c)) as [Buffer, Buffer, Buffer];

/** A JSON array of already serialised items. */
function jsonArray(items: string[]): string {
  return `[${items.join(',')}]`;
}

async function loadLists({ db, storage }: ListDeps): Promise<CarListsJson> {
  // Every car's rating from one grouped query beside the list's, cached with it.
  const [rows, ratings] = await Promise.all([listLiveCars(db), carRatings(db)]);
  const cars = rows.map((row) => toCar(row, storage, ratingOf(ratings, row.id)));
  const featured = selectFeaturedCars(cars);
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
    byId: new Map(each.map((c) => [c.id, c])),
  };
}

/** One cache per database, that is per app: tests build several apps in one process. */
const caches = new WeakMap<Db, CarListCache<CarListsJson>>();

function cacheOf(deps: ListDeps): CarListCache<CarListsJson> {
  let cache = caches.get(deps.db);
  if (!cache) {
    cache = new CarListCache(() => loadLists(deps), LIST_TTL_MS);
    caches.set(deps.db, cache);
  }
  return cache;
}

/** Every write to a car calls this, so this process never serves a list older than the write. */
export function invalidateCarLists(deps: Pick<Deps, 'db'>): void {
  caches.get(deps.db)?.invalidate();
}

/**
 * GET /cars (newest first) and GET /cars/featured/cars, as JSON text. `fresh` skips the
 * cache: for callers who must see a change made a moment ago by another process.
 */
export function carListsJson(deps: ListDeps, fresh = false): Promise<CarListsJson> {
  return fresh ? loadLists(deps) : cacheOf(deps).get();
}

/** GET /cars?branch=… without dates: the list of one branch, from the same lists. */
export async function branchCarsJson(
  deps: ListDeps,
  branch: BranchName,
  fresh = false,
): Promise<string> {
  const { cars } = await carListsJson(deps, fresh);
  return jsonArray(cars.filter((c) => c.branch === branch).map((c) => c.json));
}

/**
 * docs/product.md#availability: GET /cars?from=…&to=…[&branch=…]: every live car (of the branch),
 * newest first, with freeForDates, as a UTF-8 JSON body. Which cars exist and which are free
 * comes from one query, always fresh; each car's JSON, with either answer, is serialised once
 * with the lists above (the cache, for visitors), so a search costs that one query and a copy of
 * bytes. A car the lists do not know yet (added within the cache's second) makes them load again.
 */
export async function searchCarsJson(
  deps: ListDeps,
  period: { from: Date; to: Date },
  branch?: BranchName,
  fresh = false,
): Promise<Buffer> {
  const [lists, { live, taken }] = await Promise.all([
    carListsJson(deps, fresh),
    carFreeness(deps.db, sqlBounds(period), branch),
  ]);
  const isLive = new Set(live);
  let known = lists.cars.filter((c) => isLive.has(c.id));
  if (known.length < isLive.size) {
    known = (await carListsJson(deps, true)).cars.filter((c) => isLive.has(c.id));
  }
  const parts: Buffer[] = [OPEN];
  known.forEach((c, i) => {
    if (i > 0) parts.push(COMMA);
    parts.push(taken.has(c.id) ? c.taken : c.free);
  });
  parts.push(CLOSE);
  return Buffer.concat(parts);
}
