import { Link } from 'react-router';
import type { FleetRates } from '@rental/shared/pricing/rate-card-schemas';
import { formatRupees } from '@rental/shared/rental';
import { ScrollRegion } from '@/components/scroll-region';
import './fleet-rates-table.css';

type RateRow = FleetRates['cars'][number];

const rupeesOrNone = (n: number | null) => (n === null ? '—' : formatRupees(n));

/**
 * docs/product.md#rate-plans: every car's prices side by side. A dash is a plan the car does
 * not have; the GST column shows "settings" where the car uses the default rate. On a phone each
 * car's row stacks into a small card of labelled prices (the CSS file) instead of scrolling.
 */
export function FleetRatesTable({ cars }: { cars: RateRow[] }) {
  if (cars.length === 0) return <p>No cars yet.</p>;
  return (
    <ScrollRegion label="Prices of every car" className="mb-4">
      <table className="table table-sm align-middle fleet-rates mb-0" role="table">
        <caption className="visually-hidden">Prices of every car</caption>
        <thead role="rowgroup">
          <tr role="row">
            <th role="columnheader" scope="col">
              Car
            </th>
            <th role="columnheader" scope="col" className="text-end">
              Day
            </th>
            <th role="columnheader" scope="col" className="text-end">
              Hour (min.)
            </th>
            <th role="columnheader" scope="col" className="text-end">
              Week
            </th>
            <th role="columnheader" scope="col" className="text-end">
              Month
            </th>
            <th role="columnheader" scope="col" className="text-end">
              Unlimited km/day
            </th>
            <th role="columnheader" scope="col" className="text-end">
              GST
            </th>
            <th role="columnheader" scope="col">
              <span className="visually-hidden">Edit</span>
            </th>
          </tr>
        </thead>
        <tbody role="rowgroup">
          {cars.map((car) => (
            <tr role="row" key={car._id} data-testid={`rates-${car._id}`}>
              <th role="rowheader" scope="row" className="fw-medium">
                {car.name}
                <span className="d-block small text-body-secondary fw-normal">
                  {car.type} · {car.branch}
                </span>
              </th>
              <td role="cell" className="text-end" data-label="Day">
                {formatRupees(car.pricePerDay)}
              </td>
              <td role="cell" className="text-end text-nowrap" data-label="Hour (min.)">
                {car.pricePerHour === null
                  ? '—'
                  : `${formatRupees(car.pricePerHour)} (${car.minHours ?? 1} h)`}
              </td>
              <td role="cell" className="text-end" data-label="Week">
                {rupeesOrNone(car.pricePerWeek)}
              </td>
              <td role="cell" className="text-end" data-label="Month">
                {rupeesOrNone(car.pricePerMonth)}
              </td>
              <td role="cell" className="text-end" data-label="Unlimited km/day">
                {rupeesOrNone(car.unlimitedKmPerDay)}
              </td>
              <td role="cell" className="text-end text-nowrap" data-label="GST">
                {car.gstRatePercent === null ? 'settings' : `${car.gstRatePercent} %`}
              </td>
              <td role="cell" className="fleet-rates__edit">
                <Link to={`/admin/edit-car/${car._id}`} className="text-nowrap">
                  Edit prices <span className="visually-hidden">of {car.name}</span>
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
