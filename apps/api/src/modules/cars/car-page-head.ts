import type { FastifyRequest } from 'fastify';
import { IdSchema } from '@rental/shared/fields';
import {
  CAR_GALLERY_SIZES,
  carPageMeta,
  carPhotoSrcSet,
  documentTitle,
} from '@rental/shared/page-meta';
import type { Deps } from '../../deps';
import { escapeHtml, siteOrigin, type PageHead } from '../../plugins/page-head';
import { toCar } from './car-json';
import { carRating } from './car-ratings';
import { findLiveCar } from './cars.repository';

const CAR_PAGE = /^\/cars\/([^/?#]+)\/?$/;

/**
 * The head of a car's page (/cars/{id}): the title and description the screen sets, a link
 * preview with its first photo, that photo preloaded and painted in the page's frame. Nothing for
 * other pages or unknown cars.
 */
export function carPageHead({ db, storage, config }: Pick<Deps, 'db' | 'storage' | 'config'>) {
  return async (request: FastifyRequest): Promise<PageHead | undefined> => {
    const [pathname = ''] = request.url.split('?');
    const id = IdSchema.safeParse(CAR_PAGE.exec(pathname)?.[1] ?? '');
    if (!id.success) return undefined;
    const row = await findLiveCar(db, id.data);
    if (!row) return undefined;
    const car = toCar(row, storage, await carRating(db, row.id));
    const meta = carPageMeta(car);
    const origin = siteOrigin(config);
    const large = car.images[0];
    const path = `/cars/${encodeURIComponent(car._id)}`;
    const photo = large && {
      src: large,
      srcset: carPhotoSrcSet(car.thumbnails[0], large),
      sizes: CAR_GALLERY_SIZES,
    };
    return {
      title: documentTitle(meta.title),
      description: meta.description,
      url: origin && origin + path,
      path,
      image: photo ? { url: origin && new URL(photo.src, origin).href, ...photo } : undefined,
      frame: photo ? photoFrame(photo) : undefined,
    };
  };
}

/**
 * The page's frame with its photo, as the app's CarDetailPlaceholder (web:
 * features/cars/components/car-detail-placeholder.tsx) draws it, so the photo is painted with
 * the first paint and the app then takes over without anything moving.
 */
function photoFrame(photo: { src: string; srcset?: string | undefined; sizes: string }): string {
  const srcset = photo.srcset ? ` srcset="${escapeHtml(photo.srcset)}"` : '';
  return [
    '<div class="site-main site-main--loading" aria-hidden="true">',
    '<div class="container py-4 py-lg-5">',
    '<a href="/cars" class="car-detail__back" tabindex="-1"><svg viewBox="0 0 24 24" width="1em" height="1em" fill="none"',
    ' stroke="currentColor" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round">',
    '<path d="m15 18-6-6 6-6"></path></svg> Back to Cars</a>',
    '<div class="row g-4 g-lg-5"><div class="col-12 col-lg-7"><div class="gallery__main">',
    `<img src="${escapeHtml(photo.src)}"${srcset} sizes="${escapeHtml(photo.sizes)}"`,
    ' width="1280" height="800" alt="" fetchpriority="high">',
    '</div></div></div></div></div>',
  ].join('');
}
