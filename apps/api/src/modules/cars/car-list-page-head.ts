import type { FastifyRequest } from 'fastify';
import { carFiltersFromQuery, carFiltersToQuery, isBookable } from '@rental/shared/car-filter';
import {
  CAR_CARD_SIZES,
  CAR_LIST_PAGE,
  carCardKicker,
  carCardRating,
  carCountText,
} from '@rental/shared/car-list-page';
import type { Car } from '@rental/shared/cars';
import { carPhotoSrcSet, documentTitle } from '@rental/shared/page-meta';
import { cardPlanLine } from '@rental/shared/pricing/plan-prices';
import { formatRupees } from '@rental/shared/rental';
import type { Deps } from '../../deps';
import { escapeHtml, siteOrigin, type PageHead } from '../../plugins/page-head';
import { carListsJson, type CarListsJson } from './car-lists';

// docs/decisions/022-performance-close-to-the-limit.md: the car list's page (/cars) with its
// heading band and its first cards painted with the HTML, the first card's photo preloaded: the
// page's largest paint no longer waits for the app, its code and its call for the list. The
// cards come from the public lists' cache (docs/decisions/006-car-list-cache.md), as the app's
// own GET /api/cars does.

/** Enough cards for the first row at every width (three columns from 992 px). */
const FRAME_CARDS = 3;
const CAR_LIST_PATH = /^\/cars\/?$/;

/**
 * The head of /cars: the screen's title and description for every list; for the plain list
 * (no dates, filters or sort in the address) also the frame with its first cards. A list
 * searched by dates or filtered gets no frame: its first cards, and whether each is free, are
 * only known from the search itself, and a frame of other cards would be replaced by different
 * ones.
 */
export function carListPageHead(deps: Pick<Deps, 'db' | 'storage' | 'config'>) {
  return async (request: FastifyRequest): Promise<PageHead | undefined> => {
    const [pathname = '', query = ''] = request.url.split('?');
    if (!CAR_LIST_PATH.test(pathname)) return undefined;
    const origin = siteOrigin(deps.config);
    const head: PageHead = {
      title: documentTitle(CAR_LIST_PAGE.title),
      description: CAR_LIST_PAGE.description,
      url: origin && `${origin}/cars`,
      path: '/cars',
    };
    if (!isPlainList(new URLSearchParams(query))) return head;
    const { image, frame } = listFrame(await carListsJson(deps));
    if (!frame) return head;
    return {
      ...head,
      image: image && { url: origin && new URL(image.src, origin).href, ...image },
      frame,
    };
  };
}

/** Whether the address asks for the list as it comes: no dates, filters or sort the app reads. */
function isPlainList(params: URLSearchParams): boolean {
  const filters = carFiltersToQuery(carFiltersFromQuery(params));
  return !params.has('from') && !params.has('to') && Object.keys(filters).length === 0;
}

interface ListFrame {
  image?: { src: string; srcset?: string | undefined; sizes: string } | undefined;
  frame?: string | undefined;
}

/** Made once per version of the lists: every visitor of the plain list gets the same frame. */
const frames = new WeakMap<CarListsJson, ListFrame>();

function listFrame(lists: CarListsJson): ListFrame {
  let made = frames.get(lists);
  if (!made) {
    made = makeListFrame(lists);
    frames.set(lists, made);
  }
  return made;
}

function makeListFrame(lists: CarListsJson): ListFrame {
  const cars = lists.cars.slice(0, FRAME_CARDS).map((c) => JSON.parse(c.json) as Car);
  if (cars.length === 0) return {};
  const first = cars[0]!;
  const thumb = first.thumbnails[0] ?? first.images[0];
  const large = first.images[0];
  const image = thumb
    ? { src: thumb, srcset: large && carPhotoSrcSet(thumb, large), sizes: CAR_CARD_SIZES }
    : undefined;
  const { eyebrow, title, text } = CAR_LIST_PAGE.hero;
  const frame = [
    // Kept above the app until its list has drawn its cards (web: lib/server-frame.ts).
    '<div class="site-main" aria-hidden="true" data-keep-frame>',
    '<section class="page-hero page-hero--compact"><div class="container">',
    `<span class="eyebrow">${escapeHtml(eyebrow)}</span><h1>${escapeHtml(title)}</h1>`,
    `<p>${escapeHtml(text)}</p></div></section>`,
    '<div class="container pt-3 pb-4 py-lg-5">',
    SEARCH_AND_TOOLBAR,
    `<p class="car-count">${escapeHtml(carCountText(lists.cars.length, lists.cars.length))}</p>`,
    '<ul class="car-grid">',
    ...cars.map((car, i) => `<li>${carCard(car, i < 2)}</li>`),
    '</ul></div></div>',
  ].join('');
  return { image, frame };
}

/** One of the site's line icons (web: components/make-icon.tsx). */
function icon(paths: string, options: { filled?: boolean; className?: string } = {}): string {
  const paint = options.filled
    ? 'fill="currentColor" stroke="none"'
    : 'fill="none" stroke="currentColor"';
  const className = options.className ? ` class="${options.className}"` : '';
  return (
    `<svg viewBox="0 0 24 24" width="1em" height="1em" ${paint} stroke-width="1.8" ` +
    `stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false"${className}>` +
    `${paths}</svg>`
  );
}

// web: components/feature-icons.tsx
const SEARCH = '<circle cx="11" cy="11" r="7"></circle><path d="m20 20-3.5-3.5"></path>';
const SLIDERS =
  '<path d="M4 6h10M18 6h2M4 12h4M12 12h8M4 18h12"></path><circle cx="16" cy="6" r="2"></circle>' +
  '<circle cx="10" cy="12" r="2"></circle><circle cx="18" cy="18" r="2"></circle>';
const STAR =
  '<path d="m12 2.5 2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4l-5.9 3.1 1.2-6.5-4.8-4.6 6.6-.9z"></path>';
const SEATS =
  '<circle cx="9" cy="8" r="3.5"></circle><path d="M2.5 20c.8-3.6 3.4-5.5 6.5-5.5s5.7 1.9 6.5 ' +
  '5.5M16 4.8a3.3 3.3 0 0 1 0 6.4M18 14.8c2 .7 3.2 2.4 3.6 5.2"></path>';
const FUEL =
  '<path d="M4 21V5a2 2 0 0 1 2-2h6a2 2 0 0 1 2 2v16M3 21h12M4 10h10M14 8h2.5A1.5 1.5 0 0 1 18 ' +
  '9.5V16a1.5 1.5 0 0 0 3 0V8l-3-3"></path>';
const GEARS =
  '<circle cx="5" cy="5" r="2"></circle><circle cx="12" cy="5" r="2"></circle><circle cx="19" ' +
  'cy="5" r="2"></circle><circle cx="5" cy="19" r="2"></circle><circle cx="12" cy="19" r="2">' +
  '</circle><path d="M5 7v10M12 7v10M19 7v5H5"></path>';

/**
 * The search by dates (folded on a phone) and the toolbar above the cards, as the app's
 * DateSearchForm and CarToolbar (web: components/date-search-form.tsx,
 * features/cars/components/car-toolbar.tsx) draw them on arrival: only so the cards sit where
 * the app's cards will. Unfocusable; the app's own controls replace them.
 */
const SEARCH_AND_TOOLBAR = [
  '<div class="date-search mb-3 mb-md-4">',
  `<button type="button" class="date-search__toggle" tabindex="-1">${icon(SEARCH)} Search by dates</button>`,
  '<div class="date-search__body is-folded">',
  '<p class="date-search__title">Which cars are free for your dates? <span>Times are India time (IST)</span></p>',
  '<div class="date-search__fields">',
  '<div class="date-search__field"><label class="form-label">Pickup</label>',
  '<input class="form-control" type="datetime-local" tabindex="-1"></div>',
  '<div class="date-search__field"><label class="form-label">Return</label>',
  '<input class="form-control" type="datetime-local" tabindex="-1"></div>',
  '<div class="date-search__field date-search__field--branch"><label class="form-label">Branch</label>',
  '<select class="form-select" tabindex="-1"><option>Any branch</option></select></div>',
  `<button type="button" class="btn btn-primary date-search__submit" tabindex="-1">${icon(SEARCH)} Search</button>`,
  '</div></div></div>',
  '<div class="car-toolbar"><div class="car-toolbar__row"><div class="car-toolbar__search">',
  icon(SEARCH, { className: 'car-toolbar__search-icon' }),
  '<input class="form-control form-control-lg" placeholder="Search by name or brand" type="search" tabindex="-1">',
  '</div><div class="car-toolbar__controls"><div class="car-toolbar__sort">',
  '<select class="form-select form-select-lg" tabindex="-1"><option>Sort: Recommended</option></select>',
  `</div><button type="button" class="btn btn-outline-primary btn-lg car-toolbar__filter" tabindex="-1">${icon(SLIDERS)} Filters</button>`,
  '</div></div></div>',
].join('');

/** A car's card as the app's CarCard (web: components/car-card.tsx) draws it in the list. */
function carCard(car: Car, priority: boolean): string {
  const name = escapeHtml(car.name);
  const id = encodeURIComponent(car._id);
  const detail = `/cars/${id}`;
  const bookable = isBookable(car);
  const thumb = car.thumbnails[0] ?? car.images[0];
  const large = car.images[0];
  const srcset = thumb && large ? carPhotoSrcSet(thumb, large) : undefined;
  const photo = thumb
    ? `<img src="${escapeHtml(thumb)}"` +
      (srcset ? ` srcset="${escapeHtml(srcset)}"` : '') +
      ` sizes="${CAR_CARD_SIZES}" width="480" height="300" alt=""` +
      (priority ? ' loading="eager" fetchpriority="high"' : ' loading="lazy"') +
      ' decoding="async">'
    : '<span class="car-card__no-photo">Photo coming soon</span>';
  const stars = carCardRating(car);
  const rating = stars
    ? `<span class="car-card__rating" role="img" aria-label="${escapeHtml(stars.label)}">${icon(STAR, { filled: true, className: 'text-warning' })} ${escapeHtml(stars.text)}</span>`
    : '';
  const book = bookable
    ? `<a class="btn btn-primary btn-sm" href="/book/${id}" tabindex="-1">Book Now</a>`
    : '';
  const planLine = cardPlanLine(car);
  const plan = planLine ? `<span class="car-card__plan">${escapeHtml(planLine)}</span>` : '';
  return [
    `<article class="card car-card h-100${bookable ? '' : ' is-booked'}">`,
    `<a class="car-card__media" href="${detail}" tabindex="-1">${photo}`,
    bookable ? '' : '<span class="car-card__booked">Booked</span>',
    '</a><div class="card-body d-flex flex-column">',
    '<div class="d-flex align-items-start justify-content-between gap-2"><div class="min-w-0">',
    `<p class="car-card__brand">${escapeHtml(carCardKicker(car))}</p>`,
    `<h2 class="car-card__title"><a href="${detail}" tabindex="-1">${name}</a></h2></div>`,
    rating,
    '</div><ul class="car-card__specs">',
    `<li>${icon(SEATS)} ${car.seats} seats</li>`,
    `<li>${icon(FUEL)} ${escapeHtml(car.fuel)}</li>`,
    `<li>${icon(GEARS)} ${escapeHtml(car.transmission)}</li>`,
    '</ul><div class="car-card__footer">',
    `<p class="car-card__price"><strong>${formatRupees(car.price)}</strong> <span>/ day</span>${plan}</p>`,
    `<div class="d-flex gap-2"><a class="btn btn-outline-primary btn-sm" href="${detail}" tabindex="-1">Details</a>${book}</div>`,
    '</div></div></article>',
  ].join('');
}
