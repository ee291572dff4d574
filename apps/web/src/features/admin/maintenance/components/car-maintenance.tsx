import { BlockForm } from './block-form';
import { BlockList } from './block-list';
import { CarSchedule } from './car-schedule';

/** docs/product.md#availability: the edit-car screen's maintenance blocks and the car's calendar. */
export function CarMaintenance({ carId }: { carId: string }) {
  return (
    <section className="card shadow-sm mt-4" aria-labelledby="maintenance-title">
      <div className="card-body">
        <h2 id="maintenance-title" className="h5 mb-1">
          Maintenance
        </h2>
        <p className="small text-body-secondary mb-4">
          Take the car out of service for a period. No new booking can overlap a block, and a
          booking that does cannot be confirmed. Times are India time (IST).
        </p>
        <div className="row g-4">
          <div className="col-xl-7">
            <h3 className="h6 mb-3">Calendar</h3>
            <CarSchedule carId={carId} />
          </div>
          <div className="col-xl-5">
            <div className="border rounded-3 p-3 bg-body-tertiary mb-4">
              <BlockForm carId={carId} />
            </div>
            <BlockList carId={carId} />
          </div>
        </div>
      </div>
    </section>
  );
}
