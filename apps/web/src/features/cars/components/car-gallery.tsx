import type { Car } from '@rental/shared/cars';
import { CAR_GALLERY_SIZES, carPhotoSrcSet } from '@rental/shared/page-meta';
import { useCarousel } from '@/components/carousel/use-carousel';
import { IconChevronLeft, IconChevronRight } from '@/components/icons';

/** docs/product.md#screens: the car's photos, with arrows, thumbnails and swipe. */
export function CarGallery({ car }: { car: Car }) {
  const count = car.images.length;
  const gallery = useCarousel({ count: Math.max(count, 1) });
  const i = gallery.index;
  const large = car.images[i];
  const thumb = car.thumbnails[i] ?? large;

  return (
    <div
      className="gallery"
      role="region"
      aria-roledescription="carousel"
      aria-label={`Photos of ${car.name}`}
    >
      <div
        className={`gallery__main${car.available ? '' : ' is-booked'}`}
        {...gallery.containerProps}
      >
        {large ? (
          <img
            key={large}
            src={large}
            srcSet={carPhotoSrcSet(thumb, large)}
            sizes={CAR_GALLERY_SIZES}
            width={1280}
            height={800}
            alt={`${car.name}, photo ${i + 1} of ${count}`}
            fetchPriority={i === 0 ? 'high' : undefined}
          />
        ) : (
          <span className="car-card__no-photo">Photos coming soon</span>
        )}
        {count > 1 && (
          <>
            <button
              type="button"
              className="gallery__arrow gallery__arrow--prev"
              onClick={gallery.previous}
            >
              <IconChevronLeft />
              <span className="visually-hidden">Previous photo</span>
            </button>
            <button
              type="button"
              className="gallery__arrow gallery__arrow--next"
              onClick={gallery.next}
            >
              <IconChevronRight />
              <span className="visually-hidden">Next photo</span>
            </button>
            <span className="gallery__counter" aria-hidden="true">
              {i + 1} / {count}
            </span>
          </>
        )}
      </div>
      {count > 1 && (
        <ul className="gallery__thumbs">
          {car.images.map((image, n) => (
            <li key={image}>
              <button
                type="button"
                className="gallery__thumb"
                aria-current={n === i ? 'true' : undefined}
                onClick={() => gallery.goTo(n)}
              >
                <img
                  src={car.thumbnails[n] ?? image}
                  width={480}
                  height={300}
                  alt=""
                  loading="lazy"
                  decoding="async"
                />
                <span className="visually-hidden">
                  Show photo {n + 1} of {count}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
