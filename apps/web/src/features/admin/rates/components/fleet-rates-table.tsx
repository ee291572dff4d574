import { Link } from 'react-router';
import type { FleetRates } from '@rental/shared/pricing/rate-card-schemas';
import { formatRupees } from '@rental/shared/rental';
import { ScrollRegion } from '@/components/scroll-region';

type RateRow = FleetRates['cars'][number];

const rupeesOrNone = (n: number | null) => (n === null ? '—' : formatRupees(n));

/**
 * docs/product.md#rate-plans: every car's prices side by side. A dash is a plan the car does
 * not have; the GST column shows "settings" where the car uses the default rate.
 */
export function FleetRatesTable({ cars }: { cars: RateRow[] }) {
  if (cars.length === 0) return <p>No cars yet.</p>;
  return (
    <ScrollRegion label="Prices of every car" className="mb-4">
      <table className="table table-sm align-middle fleet-rates mb-0">
        <caption className="visually-hidden">Prices of every car</caption>
        <thead>
          <tr>
            <th scope="col">Car</th>
            <th scope="col" className="text-end">
              Day
            </th>
            <th scope="col" className="text-end">
              Hour (min.)
            </th>
            <th scope="col" className="text-end">
              Week
            </th>
            <th scope="col" className="text-end">
              Month
            </th>
            <th scope="col" className="text-end">
              Unlimited km/day
            </th>
            <th scope="col" className="text-end">
              GST
            </th>
            <th scope="col">
              <span className="visually-hidden">Edit</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {cars.map((car) => (
            <tr key={car._id} data-testid={`rates-${car._id}`}>
              <th scope="row" className="fw-medium">
                {car.name}
                <span className="d-block small text-body-secondary fw-normal">
                  {car.type} · {car.branch}
                </span>
              </th>
              <td className="text-end">{formatRupees(car.pricePerDay)}</td>
              <td className="text-end text-nowrap">
                {car.pricePerHour === null
                  ? '—'
                  : `${formatRupees(car.pricePerHour)} (${car.minHours ?? 1} h)`}
              </td>
              <td className="text-end">{rupeesOrNone(car.pricePerWeek)}</td>
              <td className="text-end">{rupeesOrNone(car.pricePerMonth)}</td>
              <td className="text-end">{rupeesOrNone(car.unlimitedKmPerDay)}</td>
              <td className="text-end text-nowrap">
                {car.gstRatePercent === null ? 'settings' : `${car.gstRatePercent} %`}
              </td>
              <td>
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
