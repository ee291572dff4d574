import { BOOKING_STATUSES } from '@rental/shared/constants';
import type { Report } from '@rental/shared/reports';
import { ScrollRegion } from '@/components/scroll-region';
import { formatCount } from '@/features/admin/shell/lib/format';

// docs/product.md#reports: the figures the charts draw, as tables (the charts' text alternative).

export function StatusTable({ report }: { report: Report }) {
  return (
    <table className="table table-sm mb-0">
      <caption className="visually-hidden">Bookings by status</caption>
      <thead>
        <tr>
          <th scope="col">Status</th>
          <th scope="col" className="text-end">
            Bookings
          </th>
        </tr>
      </thead>
      <tbody>
        {BOOKING_STATUSES.map((status) => (
          <tr key={status}>
            <th scope="row" className="fw-normal">
              {status}
            </th>
            <td className="text-end">{formatCount(report.bookings.byStatus[status])}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function UtilisationTable({ report }: { report: Report }) {
  return (
    <ScrollRegion label="Utilisation per car, table">
      <table className="table table-sm align-middle mb-0">
        <caption className="visually-hidden">Utilisation per car</caption>
        <thead>
          <tr>
            <th scope="col">Car</th>
            <th scope="col">Branch</th>
            <th scope="col" className="text-end">
              Booked h
            </th>
            <th scope="col" className="text-end">
              Available h
            </th>
            <th scope="col" className="text-end">
              Utilisation
            </th>
          </tr>
        </thead>
        <tbody>
          {report.utilisation.cars.map((car) => (
            <tr key={car.carId}>
              <th scope="row" className="fw-normal">
                {car.name}
                <span className="d-block small text-body-secondary">{car.registrationNumber}</span>
              </th>
              <td>{car.branch}</td>
              <td className="text-end">{formatCount(car.bookedHours)}</td>
              <td className="text-end">{formatCount(car.availableHours)}</td>
              <td className="text-end">
                {car.utilisationPercent === null ? '—' : `${car.utilisationPercent}%`}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
