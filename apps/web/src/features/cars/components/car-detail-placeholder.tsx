import { Link, useLocation } from 'react-router';
import { IconChevronLeft } from '@/components/icons';
import { preloadedPhoto, type PhotoHint } from '../preloaded-photo';

// A car's page before its data (and, on a first visit, its code) has arrived: the same frame
// as the page, with the car's photo when the server named it (see preloaded-photo.ts).

/** The page's layout with placeholders, and the photo when there is one. */
export function CarDetailSkeleton({ photo }: { photo?: PhotoHint | undefined }) {
  return (
    <div className="row g-4 g-lg-5 placeholder-glow" aria-busy="true">
      <p className="visually-hidden" role="status">
        Loading car details...
      </p>
      <div className="col-12 col-lg-7">
        <div className="gallery__main">
          {photo ? (
            <img
              src={photo.src}
              srcSet={photo.srcSet}
              sizes={photo.sizes}
              width={1280}
              height={800}
              alt=""
              fetchPriority="high"
            />
          ) : (
            <span className="placeholder w-100 h-100" />
          )}
        </div>
      </div>
      <div className="col-12 col-lg-5">
        <span className="placeholder col-4 mb-3 d-block" />
        <span className="placeholder placeholder-lg col-9 mb-3 d-block" />
        <span className="placeholder col-5 mb-4 d-block" />
        <span className="placeholder col-12 mb-2 d-block" style={{ height: '3rem' }} />
      </div>
    </div>
  );
}

/** What the layout draws for /cars/{id} while the page's code is on its way. */
export function CarDetailPlaceholder() {
  const { pathname } = useLocation();
  return (
    <div className="container py-4 py-lg-5">
      <Link to="/cars" className="car-detail__back">
        <IconChevronLeft /> Back to Cars
      </Link>
      <CarDetailSkeleton photo={preloadedPhoto(pathname)} />
    </div>
  );
}
