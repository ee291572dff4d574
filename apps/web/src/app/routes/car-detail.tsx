import { useDeferredValue } from 'react';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { carPageMeta } from '@rental/shared/page-meta';
import { useCar } from '@/api/cars';
import { IconChevronLeft } from '@/components/icons';
import { CarDetailSkeleton } from '@/features/cars/components/car-detail-placeholder';
import { CarDetailView } from '@/features/cars/components/car-detail-view';
import { preloadedPhoto } from '@/features/cars/preloaded-photo';
import { ApiError } from '@/lib/api-client';
import { readDateSearch } from '@/lib/date-search';
import { usePageMeta } from '@/lib/page-meta';
import '@/features/cars/cars.scss';

export function CarDetailPage() {
  const { id = '' } = useParams();
  const car = useCar(id);
  // The screen renders as a transition React can split into short tasks (main thread free).
  const data = useDeferredValue(car.data);
  const location = useLocation();
  const [params] = useSearchParams();
  const { from: fromDate, to: toDate } = readDateSearch(params);
  // Back to the list as the visitor left it (its filters), when they came from it.
  const from = (location.state as { from?: unknown } | null)?.from;
  const backTo = typeof from === 'string' && from.startsWith('/cars') ? from : '/cars';
  const notFound =
    car.error instanceof ApiError && (car.error.status === 404 || car.error.status === 400);

  const meta = car.data ? carPageMeta(car.data) : undefined;
  usePageMeta(meta?.title ?? (notFound ? 'Car not found' : 'Car details'), meta?.description);

  return (
    <div className="container py-4 py-lg-5">
      <Link to={backTo} className="car-detail__back">
        <IconChevronLeft /> Back to Cars
      </Link>
      {data ? (
        <CarDetailView key={data._id} car={data} initialDates={{ from: fromDate, to: toDate }} />
      ) : car.isError && !car.data ? (
        <div className="empty-state">
          <h1 className="h3">{notFound ? 'We could not find that car' : 'Something went wrong'}</h1>
          <p className="text-body-secondary">
            {notFound
              ? 'It may have left our fleet, or the link is mistyped. Every car we have is on the cars page.'
              : 'We could not load this car just now. Please check your connection and try again.'}
          </p>
          {notFound ? (
            <Link to="/cars" className="btn btn-primary">
              Browse Cars
            </Link>
          ) : (
            <button type="button" className="btn btn-primary" onClick={() => car.refetch()}>
              Try again
            </button>
          )}
        </div>
      ) : (
        <CarDetailSkeleton photo={preloadedPhoto(location.pathname)} />
      )}
    </div>
  );
}
