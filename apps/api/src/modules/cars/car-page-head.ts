import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { IdSchema } from '@rental/shared/fields';
import {
  CAR_GALLERY_SIZES,
  carPageMeta,
  carPhotoSrcSet,
  documentTitle,
} from '@rental/shared/page-meta';
import type { Database } from '../../db/schema';
import type { PageHead } from '../../plugins/page-head';
import type { Storage } from '../uploads/storage';
import { toCar } from './car-json';
import { findLiveCar } from './cars.repository';

const CAR_PAGE = /^\/cars\/([^/?#]+)\/?$/;

/**
 * The head of a car's page (/cars/{id}): the title and description the screen sets, a link
 * preview with its first photo, and that photo preloaded. Nothing for other pages or unknown cars.
 */
export function carPageHead(db: Kysely<Database>, storage: Storage) {
  return async (request: FastifyRequest): Promise<PageHead | undefined> => {
    const [pathname = ''] = request.url.split('?');
    const id = IdSchema.safeParse(CAR_PAGE.exec(pathname)?.[1] ?? '');
    if (!id.success) return undefined;
    const row = await findLiveCar(db, id.data);
    if (!row) return undefined;
    const car = toCar(row, storage);
    const meta = carPageMeta(car);
    const origin = `${request.protocol}://${request.host}`;
    const large = car.images[0];
    return {
      title: documentTitle(meta.title),
      description: meta.description,
      url: `${origin}/cars/${encodeURIComponent(car._id)}`,
      image: large
        ? {
            url: new URL(large, origin).href,
            src: large,
            srcset: carPhotoSrcSet(car.thumbnails[0], large),
            sizes: CAR_GALLERY_SIZES,
          }
        : undefined,
    };
  };
}
