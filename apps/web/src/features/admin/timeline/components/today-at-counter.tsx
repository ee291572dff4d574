import Alert from 'react-bootstrap/Alert';
import Spinner from 'react-bootstrap/Spinner';
import { useTodayTimeline } from '../api/get-timeline';
import { DispatchList } from './dispatch-list';

/**
 * docs/product.md#fleet-timeline: the staff home starts with the day's pickups and returns, each
 * with its Hand over or Take back, so the morning's work is the first thing on a phone.
 */
export function TodayAtCounter() {
  const today = useTodayTimeline();
  return (
    <section aria-labelledby="today-title" className="mb-4">
      <h2 id="today-title" className="h5 mb-3">
        Today at the counter
      </h2>
      {today.isPending && <Spinner size="sm" role="status" aria-label="Loading today" />}
      {today.isError && (
        <Alert variant="danger">Could not load today's pickups and returns. Please reload.</Alert>
      )}
      {today.data && (
        <div className="row g-3">
          <div className="col-12 col-lg-6">
            <DispatchList
              id="today-pickups"
              title="Pickups today"
              empty="No pickups today."
              items={today.data.pickups}
              kind="pickups"
            />
          </div>
          <div className="col-12 col-lg-6">
            <DispatchList
              id="today-returns"
              title="Returns today"
              empty="No returns today."
              items={today.data.returns}
              kind="returns"
            />
          </div>
        </div>
      )}
    </section>
  );
}
