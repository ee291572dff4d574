import { type CSSProperties, useEffect, useEffectEvent, useRef } from 'react';
import { Link } from 'react-router';
import type { Timeline, TimelineBlock, TimelineBooking } from '@rental/shared/reports';
import { addDays } from '@rental/shared/kolkata-time';
import { adminStatusVariant } from '@rental/shared/status-colours';
import { ScrollRegion } from '@/components/scroll-region';
import { formatDate, formatDateTime } from '@/features/admin/shell/lib/format';
import { bookingLink } from '@/features/admin/shell/lib/booking-link';
import { placeBars } from '../lib/timeline-layout';
import './fleet-timeline.css';

// docs/product.md#fleet-timeline: cars as rows, bookings and maintenance blocks as bars over the
// window; the car names stay in view while the window scrolls sideways on a phone.

type Item = ({ kind: 'booking' } & TimelineBooking) | ({ kind: 'block' } & TimelineBlock);

const HOURS_PER_TICK = 3;

/** The labels across the top: every 3 hours of a day, or each day of a week. */
function ticks(timeline: Timeline): string[] {
  if (timeline.days === 1)
    return Array.from(
      { length: 24 / HOURS_PER_TICK },
      (_, i) => `${String(i * HOURS_PER_TICK).padStart(2, '0')}:00`,
    );
  const first = timeline.from.slice(0, 10);
  return Array.from({ length: timeline.days }, (_, i) => formatDate(addDays(first, i)));
}

function Bar({ item, style, className }: { item: Item; style: CSSProperties; className: string }) {
  const when = `${formatDateTime(item.from)} to ${formatDateTime(item.to)}`;
  if (item.kind === 'block') {
    const text = `Maintenance: ${item.reason}`;
    return (
      <span className={`${className} fleet-block`} style={style} title={`${text}, ${when}`}>
        {text}
        <span className="visually-hidden">, {when}</span>
      </span>
    );
  }
  const status = item.onTrip ? `${item.status}, on trip` : item.status;
  return (
    <Link
      to={bookingLink(item._id)}
      className={`${className} text-bg-${adminStatusVariant(item.status)}`}
      style={style}
      title={`${item.customerName}, ${status}, ${when}`}
    >
      {item.onTrip && <span aria-hidden="true">▶ </span>}
      {item.customerName}
      <span className="visually-hidden">
        , {status}, {when}
      </span>
    </Link>
  );
}

export function TimelineGrid({ timeline, now }: { timeline: Timeline; now: Date }) {
  const labels = ticks(timeline);
  const start = Date.parse(timeline.from);
  const span = Date.parse(timeline.to) - start;
  const nowShare = ((now.getTime() - start) / span) * 100;
  const grid = { '--fleet-ticks': labels.length } as CSSProperties;
  const box = useRef<HTMLDivElement>(null);
  // On a phone the window scrolls sideways: it opens with now a third of the way across what is
  // shown, so the bookings about to start or end are in view. Only when another window is shown,
  // not as the clock moves, which would undo the user's own scrolling.
  const scrollToNow = useEffectEvent(() => {
    const region = box.current;
    const carColumn = region?.querySelector<HTMLElement>('.fleet-car')?.offsetWidth ?? 0;
    if (!region || region.scrollWidth <= region.clientWidth || nowShare < 0 || nowShare > 100) {
      return;
    }
    const track = region.scrollWidth - carColumn;
    const shown = region.clientWidth - carColumn;
    region.scrollLeft = (nowShare / 100) * track - shown / 3;
  });
  useEffect(() => scrollToNow(), [timeline.from, timeline.days]);
  return (
    <ScrollRegion
      ref={box}
      label="Fleet timeline"
      className="fleet-timeline border rounded-3 bg-body"
    >
      <div className={`fleet-grid fleet-grid-${timeline.days === 1 ? 'day' : 'week'}`} style={grid}>
        <div className="fleet-row fleet-head" aria-hidden="true">
          <div className="fleet-car">Car</div>
          <div className="fleet-track fleet-ticks">
            {labels.map((label) => (
              <span key={label}>{label}</span>
            ))}
          </div>
        </div>
        {timeline.cars.length === 0 && (
          <p className="p-3 mb-0 text-body-secondary">No cars in this branch.</p>
        )}
        {timeline.cars.map((car) => {
          const { bars, lanes } = placeBars<Item>(
            [
              ...car.bookings.map((b) => ({ kind: 'booking' as const, ...b })),
              ...car.blocks.map((b) => ({ kind: 'block' as const, ...b })),
            ],
            timeline.from,
            timeline.to,
          );
          return (
            <section
              key={car._id}
              className="fleet-row"
              aria-label={`${car.name}, ${car.registrationNumber}`}
              style={{ '--fleet-lanes': lanes } as CSSProperties}
            >
              <div className="fleet-car">
                <span className="fw-semibold d-block text-truncate">{car.name}</span>
                <span className="small text-body-secondary d-block text-truncate">
                  {car.registrationNumber}
                </span>
              </div>
              <div className="fleet-track">
                {nowShare >= 0 && nowShare <= 100 && (
                  <span className="fleet-now" style={{ left: `${nowShare}%` }} aria-hidden="true" />
                )}
                {bars.length === 0 && <span className="visually-hidden">Free</span>}
                {bars.map((bar) => (
                  <Bar
                    key={bar.item._id}
                    item={bar.item}
                    className={[
                      'fleet-bar',
                      bar.clippedStart ? 'fleet-bar-from-before' : '',
                      bar.clippedEnd ? 'fleet-bar-on-after' : '',
                    ].join(' ')}
                    style={
                      {
                        left: `${bar.left}%`,
                        width: `${bar.width}%`,
                        '--fleet-lane': bar.lane,
                      } as CSSProperties
                    }
                  />
                ))}
              </div>
            </section>
          );
        })}
      </div>
    </ScrollRegion>
  );
}
