import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Offer } from '@rental/shared/offers';
import type { Deps } from '../deps';
import {
  deleteImages,
  encodeImages,
  largeKey,
  storeImages,
  type UploadedFile,
} from '../modules/uploads/image-pipeline';
import { hasAnyOffer, insertOffers } from '../modules/offers/offers.service';
import { countAllCars, insertCar, isUniqueViolation } from '../modules/cars/cars.repository';
import { listSettings, saveArea } from '../modules/delivery/delivery.repository';
import { DEMO_CARS, DEMO_IMAGES_PER_CAR, DEMO_OFFERS } from './demo-data';
import { DEMO_DELIVERY_AREAS } from './demo-delivery-areas';
import { seedProtectionPlans } from './demo-protection-plans';

// docs/product.md#configuration (SEED_DEMO): on an empty database (no car and no offer, ever), load
// the six sample cars, the sample offers and the branches' delivery areas, with pictures run
// through the same pipeline as an upload.

/** apps/api/seed/images, from the source tree (src/demo) or the bundle (dist). */
function seedImagesDir(): string | undefined {
  return [
    path.resolve(import.meta.dirname, '../../seed/images'),
    path.resolve(import.meta.dirname, '../seed/images'),
  ].find((dir) => existsSync(path.join(dir, 'cars')));
}

async function readImages(dir: string, names: string[]): Promise<UploadedFile[]> {
  return Promise.all(
    names.map(async (name) => ({ filename: name, data: await readFile(path.join(dir, name)) })),
  );
}

/** Like Promise.all, but waits for every task, so a failure never leaves one still storing. */
async function settleAll<T>(tasks: Promise<T>[]): Promise<T[]> {
  const results = await Promise.allSettled(tasks);
  const failed = results.find((r) => r.status === 'rejected');
  if (failed) throw failed.reason;
  return results.map((r) => (r as PromiseFulfilledResult<T>).value);
}

export async function seedDemoData(
  app: Pick<Deps, 'db' | 'storage' | 'log' | 'clock'>,
): Promise<void> {
  if ((await countAllCars(app.db)) > 0 || (await hasAnyOffer(app))) return;
  const dir = seedImagesDir();
  if (!dir) {
    app.log.warn('Demo images are missing (apps/api/seed/images); the demo data was not loaded.');
    return;
  }

  const stored: string[] = [];
  try {
    const start = app.clock().getTime();
    const cars = await settleAll(
      DEMO_CARS.map(async (car, index) => {
        const names = Array.from(
          { length: DEMO_IMAGES_PER_CAR },
          (_, i) => `${car.slug}-${i + 1}.webp`,
        );
        const files = await readImages(path.join(dir, 'cars'), names);
        const images = await storeImages(app.storage, 'cars', await encodeImages(files));
        stored.push(...images);
        // The first car in the list is the newest, so it is shown first.
        return { car, images, createdAt: new Date(start - index * 1000).toISOString() };
      }),
    );
    const offers: Offer[] = await settleAll(
      DEMO_OFFERS.map(async (offer, index) => {
        const files = await readImages(path.join(dir, 'offers'), [offer.file]);
        const [image] = await storeImages(app.storage, 'offers', await encodeImages(files));
        stored.push(image!);
        const createdAt = new Date(start - (DEMO_OFFERS.length - index) * 1000).toISOString();
        return {
          _id: offer.id,
          imageUrl: app.storage.publicUrl(largeKey(image!)),
          createdAt,
          promoCode: null,
        };
      }),
    );

    await app.db.transaction().execute(async (trx) => {
      for (const { car, images, createdAt } of cars) {
        await insertCar(trx, {
          id: car.id,
          name: car.name,
          brand: car.brand,
          type: car.type,
          fuel: car.fuel,
          seats: car.seats,
          transmission: car.transmission,
          price: car.price,
          rating: car.rating,
          available: car.available ? 1 : 0,
          featured: car.featured ? 1 : 0,
          images: JSON.stringify(images),
          description: car.description,
          features: JSON.stringify(car.features),
          registration_number: car.registrationNumber,
          branch: car.branch,
          price_per_hour: car.plans.pricePerHour,
          min_hours: car.plans.minHours,
          price_per_week: car.plans.pricePerWeek,
          price_per_month: car.plans.pricePerMonth,
          unlimited_km_per_day: car.plans.unlimitedKmPerDay,
          gst_rate_percent: car.plans.gstRatePercent,
          created_at: createdAt,
          updated_at: createdAt,
          deleted_at: null,
        });
      }
      await insertOffers({ db: trx }, offers);
      // An owner who set up delivery before adding a car keeps their own areas.
      const now = new Date(start).toISOString();
      const areasSet = (await listSettings(trx)).length > 0;
      for (const area of areasSet ? [] : DEMO_DELIVERY_AREAS) {
        await saveArea(trx, area.branch, area.slotsPerHour, area.pins, now);
      }
      await seedProtectionPlans(trx, now);
    });
    app.log.info(
      `Loaded the demo data: ${cars.length} cars, ${offers.length} offers and ` +
        `${DEMO_DELIVERY_AREAS.length} delivery areas.`,
    );
  } catch (error) {
    await deleteImages(app.storage, stored);
    // Another process started on the same empty database at the same moment and won.
    if (isUniqueViolation(error)) return;
    throw error;
  }
}
